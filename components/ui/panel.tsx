import type { CSSProperties, ReactNode } from 'react';

/**
 * A white content panel (what antd's Card draws) without Card's code: Card brings the Tabs
 * component into every page that shows one.
 */
export function Panel({
  children,
  style,
  padding = 24,
  testId,
}: {
  children: ReactNode;
  style?: CSSProperties;
  padding?: number;
  testId?: string;
}) {
  return (
    <section className="cari-panel" style={{ padding, ...style }} data-testid={testId}>
      {children}
    </section>
  );
}
