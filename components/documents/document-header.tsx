import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A document page's top: the way back, the number as the page's heading with its tags, and the actions. */
export function DocumentHeader({
  back,
  title,
  titleTestId,
  tags,
  actions,
}: {
  back: ReactNode;
  title: ReactNode;
  titleTestId?: string;
  tags?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid={titleTestId}>
            {title}
          </Typography.Title>
          {tags}
        </Flex>
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      </Flex>
    </>
  );
}
