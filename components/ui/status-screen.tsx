'use client';

import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  QuestionCircleFilled,
  StopFilled,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

type Status = 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';

const looks: Record<Status, { icon: ReactNode; color: string }> = {
  success: { icon: <CheckCircleFilled />, color: '#15803d' },
  error: { icon: <CloseCircleFilled />, color: '#b91c1c' },
  '500': { icon: <CloseCircleFilled />, color: '#b91c1c' },
  info: { icon: <InfoCircleFilled />, color: '#1d4ed8' },
  warning: { icon: <ExclamationCircleFilled />, color: '#b45309' },
  '403': { icon: <StopFilled />, color: '#b45309' },
  '404': { icon: <QuestionCircleFilled />, color: '#1d4ed8' },
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
      <span aria-hidden="true" className="cari-status-icon" style={{ color: look.color }}>
        {look.icon}
      </span>
      <h1 className="cari-status-title">{title}</h1>
      {text ? <div className="cari-status-text">{text}</div> : null}
      {extra ? <div className="cari-status-extra">{extra}</div> : null}
    </div>
  );
}
