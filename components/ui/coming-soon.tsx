'use client';

import { ClockCircleOutlined } from '@ant-design/icons';
import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Panel } from './panel';

/** The honest placeholder of a page that a later release fills: a title and a 'coming soon' note. */
export function ComingSoon({
  title,
  heading,
  description,
  intro,
}: {
  title: string;
  heading: string;
  description: string;
  intro?: ReactNode;
}) {
  return (
    <div data-testid="coming-soon">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {intro}
      <Panel>
        <Empty
          image={<ClockCircleOutlined style={{ fontSize: 56, color: '#94a3b8' }} aria-hidden />}
          styles={{ image: { height: 64 } }}
          description={
            <>
              <Typography.Text strong>{heading}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{description}</Typography.Text>
            </>
          }
        />
      </Panel>
    </div>
  );
}
