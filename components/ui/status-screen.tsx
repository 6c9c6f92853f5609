'use client';

import type { ReactNode } from 'react';

type Status = 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';

// A white sign in a coloured disc, drawn by CSS: the error boundary and the gates that use this
// screen are on every page's first load, and six icon components weigh about 4 kB there.
const looks: Record<Status, { sign: string; color: string }> = {
  success: { sign: '✓', color: '#15803d' },
  error: { sign: '✕', color: '#b91c1c' },
  '500': { sign: '✕', color: '#b91c1c' },
  info: { sign: 'i', color: '#1d4ed8' },
  warning: { sign: '!', color: '#b45309' },
  '403': { sign: '—', color: '#b45309' },
  '404': { sign: '?', color: '#1d4ed8' },
};

/**
 * A centred status message (403, 404, errors) with one heading; `fullScreen` fills the viewport
 * (gate pages). Drawn without antd's Result, whose illustrations weigh 30 kB on every page.
 */
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
  const look = looks[status];
  return (
    <div data-testid={testId} className={fullScreen ? 'cari-status cari-status-full' : 'cari-status'}>
      <span aria-hidden="true" className="cari-status-icon" style={{ background: look.color }}>
        {look.sign}
      </span>
      <h1 className="cari-status-title">{title}</h1>
      {text ? <div className="cari-status-text">{text}</div> : null}
      {extra ? <div className="cari-status-extra">{extra}</div> : null}
    </div>
  );
}
