'use client';

import { Button } from 'antd';
import { StatusScreen } from '@/components/ui/status-screen';

/** Shown bare (unknown paths) and inside an area shell (notFound() in a page), so not full-viewport. */
export function NotFoundResult({ title, text, backHome }: { title: string; text: string; backHome: string }) {
  return (
    <div style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <StatusScreen
        status="404"
        testId="not-found"
        title={title}
        text={text}
        extra={
          <Button type="primary" href="/">
            {backHome}
          </Button>
        }
      />
    </div>
  );
}
