/** @jest-environment node */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Table } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { shareComputedStyles } from './shared-style-cache';

/** One server render as a request makes it: a cache of its own, then its styles as the registry inlines them. */
function serverRender(node: ReactNode, share: boolean) {
  const cache = createCache();
  if (share) shareComputedStyles(cache);
  renderToString(<StyleProvider cache={cache}>{node}</StyleProvider>);
  return { cache, css: extractStyle(cache, { plain: true, once: true }) };
}

const page = (
  <>
    <Button type="primary">Kaydet</Button>
    <Table rowKey="id" columns={[{ key: 'ad', title: 'Ad', dataIndex: 'ad' }]} dataSource={[{ id: '1', ad: 'Işık' }]} />
  </>
);

describe('shareComputedStyles', () => {
  it('gives a request the same styles as a cache of its own, reusing what earlier requests computed', () => {
    const alone = serverRender(page, false);
    const first = serverRender(page, true);
    const second = serverRender(page, true);
    expect(first.css).toBe(alone.css);
    expect(second.css).toBe(alone.css);
    // The second request did not compute its styles again: it holds the first one's very objects.
    const key = [...second.cache.cache.keys()].find((k) => k.startsWith('style%'))!;
    expect(second.cache.cache.get(key)![1]).toBe(first.cache.cache.get(key)![1]);
  });

  it("inlines only the styles of the request's own page", () => {
    serverRender(page, true);
    const buttonOnly = serverRender(<Button>Vazgeç</Button>, true);
    expect(buttonOnly.css).toBe(serverRender(<Button>Vazgeç</Button>, false).css);
    expect(buttonOnly.css).toContain('.ant-btn');
    expect(buttonOnly.css).not.toContain('.ant-table');
  });
});
