'use client';

import { Alert } from 'antd';

/** The error a form could not place at a field, shown above the form (nothing while there is none). */
export function FormErrorAlert({ error, testId }: { error: string | null; testId?: string }) {
  return error ? (
    <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} data-testid={testId} />
  ) : null;
}
