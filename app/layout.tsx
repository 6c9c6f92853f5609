import { AntdRegistry } from '@ant-design/nextjs-registry';
import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/shell/providers';
import { ClientMessages, rootNamespaces } from '@/lib/i18n/client-messages';
import { resolveLocale } from '@/lib/i18n/config';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return { title: { default: t('title'), template: `%s · ${t('title')}` }, description: t('description') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#3B82F6' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = resolveLocale(await getLocale());
  return (
    <html lang={locale}>
      <body>
        <AntdRegistry>
          <ClientMessages namespaces={rootNamespaces}>
            <Providers locale={locale}>{children}</Providers>
          </ClientMessages>
        </AntdRegistry>
      </body>
    </html>
  );
}
