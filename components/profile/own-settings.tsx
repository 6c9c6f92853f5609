'use client';

import { Form, Input, Select, type FormInstance } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { useFormError } from '@/components/ui/form-errors';
import { persistLocale } from '@/lib/i18n/client-locale';
import type { Locale } from '@/lib/i18n/config';
import { zodRule } from '@/lib/utils/zod-rules';
import { useFeedback } from '@/components/ui/feedback';

/**
 * Submitting the form of one's own account (staff profile, portal settings): save, say so, then switch the
 * interface to the saved language if it changed; a failure shows at its fields or as `error` above the form.
 */
export function useSaveOwnSettings<Values>(
  form: FormInstance<Values>,
  save: (values: Values) => Promise<{ language: Locale }>,
  savedMessage: string,
) {
  const locale = useLocale();
  const router = useRouter();
  const { message } = useFeedback();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const onFinish = async (values: Values) => {
    setError(null);
    try {
      const saved = await save(values);
      void message.success(savedMessage);
      if (saved.language !== locale) {
        persistLocale(saved.language);
        router.refresh();
      }
    } catch (err) {
      setError(formError(err));
    }
  };
  return { error, onFinish };
}

/** Name and surname, checked by the rules of the API's schema. */
export function PersonNameFields({
  labels,
  shape,
}: {
  labels: { name: string; surname: string };
  shape: { name: z.ZodType; surname: z.ZodType };
}) {
  const tv = useTranslations('Validation');
  return (
    <>
      <Form.Item name="name" label={labels.name} rules={[zodRule(shape.name, tv, tv.has)]}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="surname" label={labels.surname} rules={[zodRule(shape.surname, tv, tv.has)]}>
        <Input autoComplete="family-name" />
      </Form.Item>
    </>
  );
}

/** The `language` field: Turkish or English. */
export function LanguageField({ label }: { label: string }) {
  const tm = useTranslations('ProfileMenu');
  return (
    <Form.Item name="language" label={label}>
      <Select
        options={[
          { value: 'tr', label: tm('turkish') },
          { value: 'en', label: tm('english') },
        ]}
      />
    </Form.Item>
  );
}
