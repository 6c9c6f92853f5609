import type { CSSProperties, ReactNode } from 'react';
import { SectionTitle } from './section-title';

/**
 * A white content panel (what antd's Card draws) without Card's code: Card brings the Tabs
 * component into every page that shows one. `title` is the panel's heading (a SectionTitle), `extra` what sits
 * at the other end of the heading's line (a link, say), at the right without a title too.
 */
export function Panel({
  children,
  title,
  extra,
  style,
  padding = 24,
  testId,
}: {
  children: ReactNode;
  title?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  padding?: number;
  testId?: string;
}) {
  return (
    <section className="cari-panel" style={{ padding, ...style }} data-testid={testId}>
      {title || extra ? (
        <div className="cari-panel-head" style={title ? undefined : { justifyContent: 'flex-end' }}>
          {title ? (
            <SectionTitle marginTop={0} marginBottom={0}>
              {title}
            </SectionTitle>
          ) : null}
          {extra}
        </div>
      ) : null}
      {children}
    </section>
  );
}
