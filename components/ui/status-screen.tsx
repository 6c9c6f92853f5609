'use client';

import { Result } from 'antd';
import type { ReactNode } from 'react';

type Status = 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';

/** A centred antd Result; `fullScreen` fills the viewport (gate pages). */
export function StatusScreen({
  status,
  title,
  text,
  extra,
  fullScreen = false,
  testId,
}: {
  status: Status;
  title: ReactNode;
  text?: ReactNode;
  extra?: ReactNode;
  fullScreen?: boolean;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      style={
        fullScreen
          ? { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }
          : { padding: 16 }
      }
    >
      <Result
        status={status}
        title={<h1 style={{ fontSize: 'inherit', margin: 0, fontWeight: 'inherit' }}>{title}</h1>}
        subTitle={text}
        extra={extra}
      />
    </div>
  );
}
