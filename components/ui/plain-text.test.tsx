import { render, screen } from '@testing-library/react';
import { ConfigProvider, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PlainText } from './plain-text';

/** The markup of `light` and of antd's own `antd`, under the app's kind of theme (unhashed class names). */
function markupOf(light: ReactNode, antd: ReactNode) {
  render(
    <ConfigProvider theme={{ hashed: false, zeroRuntime: true }}>
      <div data-testid="light">{light}</div>
      <div data-testid="antd">{antd}</div>
    </ConfigProvider>,
  );
  return { light: screen.getByTestId('light').innerHTML, antd: screen.getByTestId('antd').innerHTML };
}

describe('PlainText', () => {
  it('draws strong text as antd Typography.Text does', () => {
    const { light, antd } = markupOf(
      <PlainText strong>Işık Yapı</PlainText>,
      <Typography.Text strong>Işık Yapı</Typography.Text>,
    );
    expect(light).toBe(antd);
    expect(light).toContain('css-var-');
  });

  it('draws secondary text with its style and test id as antd Typography.Text does', () => {
    const { light, antd } = markupOf(
      <PlainText secondary style={{ display: 'block' }} data-testid="amount">
        Toplam 69.588,15 ₺
      </PlainText>,
      <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="amount">
        Toplam 69.588,15 ₺
      </Typography.Text>,
    );
    expect(light).toBe(antd);
  });
});
