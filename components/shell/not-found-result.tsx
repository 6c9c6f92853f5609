'use client';

import { Button } from 'antd';
import { StatusScreen } from '@/components/ui/status-screen';

/**
 * Shown bare (a visitor's unknown path), inside an area shell (a signed-in user's) and, `compact`, inside
 * the authentication card (unknown /auth paths); so never full-viewport.
 */
export function NotFoundResult({
  title,
  text,
  backHome,
  compact = false,
}: {
  title: string;
  text: string;
  backHome: string;
  compact?: boolean;
}) {
  const result = (
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
  );
  if (compact) return result;
  return (
    <div style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{result}</div>
  );
}
