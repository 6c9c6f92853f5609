import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { fireEvent, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { renderWithProviders } from '@/components/testing/render';
import { DeleteRowButton, EditRowButton, RowIconButton } from './row-actions';

/** The markup of `light` and of antd's own `antd`, rendered under the app's kind of theme (unhashed class names). */
function markupOf(light: ReactNode, antd: ReactNode) {
  renderWithProviders(
    <ConfigProvider theme={{ hashed: false, zeroRuntime: true }}>
      <div data-testid="light">{light}</div>
      <div data-testid="antd">{antd}</div>
    </ConfigProvider>,
  );
  return { light: screen.getByTestId('light').innerHTML, antd: screen.getByTestId('antd').innerHTML };
}

describe('row actions', () => {
  it('draw the edit action as antd draws a text icon button', () => {
    const { light, antd } = markupOf(
      <EditRowButton />,
      <Button type="text" icon={<EditOutlined />} aria-label="Düzenle" title="Düzenle" />,
    );
    expect(light).toBe(antd);
    expect(light).toContain('css-var-');
  });

  it('draw the delete action as antd draws a dangerous text icon button', () => {
    const { light, antd } = markupOf(
      <DeleteRowButton />,
      <Button type="text" danger icon={<DeleteOutlined />} aria-label="Sil" title="Sil" />,
    );
    expect(light).toBe(antd);
  });

  it('name an action for assistive technology apart from its tooltip when asked', () => {
    const { light, antd } = markupOf(
      <RowIconButton icon={<EyeOutlined />} label="Aç" aria-label="Faturayı aç" />,
      <Button type="text" icon={<EyeOutlined />} aria-label="Faturayı aç" title="Aç" />,
    );
    expect(light).toBe(antd);
  });

  it('hand clicks, pointing and focus to the row', () => {
    const onClick = jest.fn();
    const onMouseEnter = jest.fn();
    const onFocus = jest.fn();
    renderWithProviders(<EditRowButton onClick={onClick} onMouseEnter={onMouseEnter} onFocus={onFocus} />);
    const button = screen.getByRole('button', { name: 'Düzenle' });
    fireEvent.mouseEnter(button);
    fireEvent.focus(button);
    fireEvent.click(button);
    expect([onClick, onMouseEnter, onFocus].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });
});
