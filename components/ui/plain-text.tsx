'use client';

import { ConfigProvider } from 'antd';
import { useContext, type CSSProperties, type ReactNode } from 'react';

interface Props {
  strong?: boolean;
  secondary?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * Text as antd's `<Typography.Text strong | type="secondary">` draws it: the same markup (its
 * stylesheet draws it; plain-text.test.tsx keeps the two identical) without the hooks of
 * Typography's ellipsis, copy and edit features, for text a page repeats: a 20-row list rendered 40
 * Typography.Text per page, the dashboard 16.
 */
export function PlainText({ strong, secondary, style, children, ...rest }: Props) {
  const { getPrefixCls, theme } = useContext(ConfigProvider.ConfigContext);
  const typography = getPrefixCls('typography');
  const className = [typography, secondary ? `${typography}-secondary` : null, theme?.cssVar?.key]
    .filter(Boolean)
    .join(' ');
  return (
    <span data-testid={rest['data-testid']} className={className} style={style}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}
