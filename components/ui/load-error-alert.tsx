'use client';

import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';

/** Data that could not be loaded: the error and a "Retry" button. */
export function LoadErrorAlert({
  title,
  onRetry,
  style,
}: {
  title: string;
  onRetry: () => void;
  style?: CSSProperties;
}) {
  const tc = useTranslations('Common');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={<Button onClick={onRetry}>{tc('retry')}</Button>}
      style={style}
    />
  );
}
