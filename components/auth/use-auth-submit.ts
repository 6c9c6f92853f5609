'use client';

import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';

/**
 * Submitting a sign-in screen's form: the button is busy while `action` runs, a failure shows at its fields or
 * as `error` above the form. With `leavesPage` the button stays busy after a success (the page is being left).
 */
export function useAuthSubmit<Values>(
  form: FormInstance<Values>,
  action: (values: Values) => Promise<void>,
  { leavesPage }: { leavesPage: boolean },
) {
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onFinish = async (values: Values) => {
    setError(null);
    setSubmitting(true);
    try {
      await action(values);
      if (!leavesPage) setSubmitting(false);
    } catch (err) {
      setError(formError(err));
      setSubmitting(false);
    }
  };
  return { error, submitting, onFinish };
}
