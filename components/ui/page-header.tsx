import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title (the one h1) with its actions beside it, wrapping under it on a phone. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {actions ? (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
