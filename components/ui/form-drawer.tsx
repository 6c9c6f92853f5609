'use client';

import { Alert, Button, Drawer, Flex, Form, Grid, type FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useFormError } from './form-errors';
import { useFeedback } from './feedback';

export interface FormDrawerProps<Values> {
  title: string;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** Saves; an API error it throws is shown by the drawer (fields, 409, message). */
  onSubmit: (values: Values) => Promise<void>;
  /** Loads the current version after a 409 and answers the form values to show. */
  onReload?: () => Promise<Partial<Values>>;
  onClose: () => void;
  testId?: string;
  /** Width from the phone breakpoint up; a phone gets the whole screen. */
  width?: number;
  /** The primary button's text (Kaydet unless given). */
  submitLabel?: string;
  /**
   * What to show for an API error the module explains itself (a duplicate that needs a second,
   * explicit choice); `submit` saves again. null leaves the error to the drawer.
   */
  explainError?: (error: unknown, actions: { submit: () => void }) => ReactNode | null;
  children: ReactNode;
}

/**
 * The one form container of the kit: a drawer whose unsaved changes are never lost silently (Esc,
 * the close button, a click outside and Vazgeç all ask first), field errors at their fields, a
 * stale version answered with an offer to reload, and other failures above the form.
 */
export function FormDrawer<Values>(props: FormDrawerProps<Values>) {
  const t = useTranslations('Kit');
  const { modal } = useFeedback();
  const { form } = props;
  const formError = useFormError(form);
  const wide = Grid.useBreakpoint().sm;
  const [error, setError] = useState<string | null>(null);
  const [explained, setExplained] = useState<ReactNode>(null);
  // The drawer's own flag, set for exactly as long as onSubmit runs.
  const [saving, setSaving] = useState(false);

  const close = () => {
    // A save under way closes the drawer itself when it succeeds.
    if (saving) return;
    if (!form.isFieldsTouched()) return props.onClose();
    // Keep editing where the user was (and so keep Esc working inside the drawer).
    const focused = document.activeElement as HTMLElement | null;
    modal.confirm({
      title: t('discardTitle'),
      content: t('discardText'),
      okText: t('discard'),
      okButtonProps: { danger: true },
      cancelText: t('keepEditing'),
      onOk: props.onClose,
      afterClose: () => focused?.focus(),
    });
  };

  const submit = async (values: Values) => {
    setError(null);
    setExplained(null);
    setSaving(true);
    try {
      await props.onSubmit(values);
    } catch (e) {
      const explanation = props.explainError?.(e, { submit: () => form.submit() });
      if (explanation) setExplained(explanation);
      else setError(formError(e));
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    const fresh = await props.onReload!();
    form.resetFields();
    form.setFieldsValue(fresh as Parameters<typeof form.setFieldsValue>[0]);
    setError(null);
  };

  return (
    <Drawer
      open
      onClose={close}
      size={wide === false ? '100%' : (props.width ?? 640)}
      title={props.title}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {props.submitLabel ?? t('save')}
          </Button>
        </Flex>
      }
    >
      {explained}
      {error === 'stale' ? (
        <Alert
          type="warning"
          showIcon
          title={t('staleTitle')}
          description={t('staleText')}
          style={{ marginBottom: 16 }}
          action={props.onReload ? <Button onClick={() => void reload()}>{t('reload')}</Button> : undefined}
          data-testid="stale-alert"
        />
      ) : error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={(values) => void submit(values)}
        data-testid={props.testId}
      >
        {props.children}
      </Form>
    </Drawer>
  );
}
