'use client';

import { ArrowLeftOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from './load-error-alert';
import { apiErrorOf } from '@/lib/api-client/errors';
import { NavLink } from './nav-link';
import { Panel } from './panel';
import { StatusScreen } from './status-screen';

/** The way back from a detail page to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <NavLink href={href}>
      <ArrowLeftOutlined /> {children}
    </NavLink>
  );
}

/**
 * What a detail page shows before its record is there: a skeleton while loading, the 404 screen
 * (with the way back) for a missing or foreign record, and other failures with a retry.
 * Render it while the query has no data: `if (!q.isSuccess) return <RecordStatus query={q} … />`.
 */
export function RecordStatus({
  query,
  back,
  notFound,
  loadError,
  rows = 6,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  back: ReactNode;
  notFound: string;
  loadError: string;
  rows?: number;
}) {
  if (query.isPending)
    return (
      <Panel>
        <Skeleton active paragraph={{ rows }} />
      </Panel>
    );
  if (apiErrorOf(query.error)?.status === 404) return <StatusScreen status="404" title={notFound} extra={back} />;
  return <LoadErrorAlert title={loadError} onRetry={() => void query.refetch()} />;
}
