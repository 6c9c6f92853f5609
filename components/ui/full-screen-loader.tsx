'use client';

import { Spin } from 'antd';

/** A full-screen spinner with a text under it (the gate's 'Yükleniyor...'). */
export function FullScreenLoader({ text, testId = 'full-screen-loader' }: { text: string; testId?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
      }}
    >
      <Spin size="large" />
      <span>{text}</span>
    </div>
  );
}

/** A spinner with a text inside the content area. */
export function InlineLoader({ text, testId }: { text: string; testId?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid={testId}
      style={{ padding: 48, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}
    >
      <Spin />
      <span>{text}</span>
    </div>
  );
}
