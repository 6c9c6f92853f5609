'use client';

import { Form } from 'antd';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { Resource } from '@/lib/api-client/resource';
import { useResourceMutations } from '@/lib/api-client/use-resource';
import { FormDrawer, type FormDrawerProps } from './form-drawer';
import { useFeedback } from './feedback';

interface Props<Item, Values, Create> {
  resource: Pick<
    Resource<unknown, unknown, Create, Create & { version: number }, Item>,
    'key' | 'keys' | 'get' | 'create' | 'update' | 'remove'
  >;
  /** The record to edit; null creates one. */
  record: Item | null;
  title: string;
  /** Form values of a record (or the defaults of a new one). */
  toValues: (record: Item | null) => Partial<Values>;
  /** The API input of the form values. */
  toInput: (values: Values) => Create;
  onClose: () => void;
  onSaved?: (saved: Item) => void;
  savedMessage?: string;
  testId?: string;
  width?: number;
  explainError?: FormDrawerProps<Values>['explainError'];
  children: ReactNode;
}

/** A FormDrawer bound to a resource: create or version-checked update, reload after a 409. */
export function ResourceFormDrawer<Item extends { id: string; version: number }, Values, Create>(
  props: Props<Item, Values, Create>,
) {
  const t = useTranslations('Kit');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [version, setVersion] = useState(props.record?.version ?? 0);
  const { create, update } = useResourceMutations(props.resource);
  const { record } = props;

  const submit = async (values: Values) => {
    const input = props.toInput(values);
    const saved = record
      ? await update.mutateAsync({ ...input, id: record.id, version })
      : await create.mutateAsync(input);
    message.success(props.savedMessage ?? t('saved'));
    props.onSaved?.(saved);
    props.onClose();
  };

  const reload = async () => {
    const fresh = await props.resource.get(record!.id);
    setVersion(fresh.version);
    return props.toValues(fresh);
  };

  return (
    <FormDrawer<Values>
      title={props.title}
      form={form}
      initialValues={props.toValues(record)}
      onSubmit={submit}
      onReload={record ? reload : undefined}
      onClose={props.onClose}
      testId={props.testId}
      width={props.width}
      explainError={props.explainError}
    >
      {props.children}
    </FormDrawer>
  );
}
