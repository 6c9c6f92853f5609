import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/shell/providers';
import { SharedStyleCache } from '@/components/shell/shared-style-cache';
import { ClientMessages, rootNamespaces } from '@/lib/i18n/client-messages';
import { resolveLocale } from '@/lib/i18n/config';
import './globals.css';
// antd's styles of the components the app renders, one cacheable stylesheet for every page, written
// by scripts/antd-css.tsx before each build (antd's whole antd/dist/antd.css was 1 MB, 96% unused on a
// list page): the theme runs zero-runtime (components/shell/providers.tsx), so a render computes and
// inlines only the theme's CSS variables. Inlining each page's component styles was about 300 kB of
// every list page's HTML and most of its render. After globals.css, where the registry's inline
// styles came.
import './antd.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: { default: t('title'), template: `%s · ${t('title')}` }, description: t('description') };
}

const PAGE_END = 'cari-page-end';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#3B82F6' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = resolveLocale(await getLocale());
  return (
    <html lang={locale}>
      <body>
        {/* No paint of a half-parsed page: the browser holds its first render until the end of the
            page's markup (PAGE_END) is parsed, so the first paint is the finished layout. Painting
            while the HTML was still parsing showed tables with half their rows and a header with a
            half-written button, which then moved (layout shift up to 0.03 on a loaded machine).
            React hoists the link into <head>; browsers without render-blocking ignore it. */}
        <link rel="expect" href={`#${PAGE_END}`} blocking="render" />
        <AntdRegistry>
          <SharedStyleCache>
            <ClientMessages namespaces={rootNamespaces}>
              <Providers locale={locale}>{children}</Providers>
            </ClientMessages>
          </SharedStyleCache>
        </AntdRegistry>
        <div id={PAGE_END} hidden />
      </body>
    </html>
  );
}
