import { render, screen } from '@testing-library/react';
import { Panel } from './panel';

describe('Panel', () => {
  it('heads its content with the title (a level-2 heading) and the extra beside it', () => {
    render(
      <Panel title="Hesaplar" extra={<button type="button">Yaşlandırma raporu</button>} testId="accounts">
        <p>içerik</p>
      </Panel>,
    );
    const panel = screen.getByTestId('accounts');
    expect(screen.getByRole('heading', { level: 2, name: 'Hesaplar' })).toBeInTheDocument();
    expect(panel.querySelector('.cari-panel-head')).toContainElement(
      screen.getByRole('button', { name: 'Yaşlandırma raporu' }),
    );
    expect(panel).toHaveTextContent('içerik');
  });

  it('puts an extra without a title at the end of its line', () => {
    render(
      <Panel extra={<button type="button">Sil</button>} testId="item">
        içerik
      </Panel>,
    );
    expect(screen.getByTestId('item').querySelector('.cari-panel-head')).toHaveStyle({ justifyContent: 'flex-end' });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('draws no heading line without a title or an extra', () => {
    render(<Panel testId="plain">içerik</Panel>);
    expect(screen.getByTestId('plain').querySelector('.cari-panel-head')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
