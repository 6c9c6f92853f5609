'use client';

import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The heading of a section inside a page, drawer or panel (an h2 at 16px). */
export function SectionTitle({
  children,
  marginTop,
  marginBottom,
}: {
  children: ReactNode;
  marginTop?: number;
  marginBottom?: number;
}) {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, marginTop, marginBottom }}>
      {children}
    </Typography.Title>
  );
}
