import 'server-only';

import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ComponentType, ReactNode } from 'react';
import clientNamespaces from './client-namespaces.json';
import { resolveLocale, TIME_ZONE } from './config';

/** A page's route as lib/i18n/client-namespaces.json lists it ('/tenant/customers/[id]'). */
export type PageRoute = keyof typeof clientNamespaces.pages;

/**
 * The browser gets only the messages its components use (STACK.md G14): the root layout's provider
 * holds what the layouts, error and not-found screens translate; each page wraps itself in
 * `PageMessages`, a provider of its own namespaces, which replaces the root's for the page's subtree.
 * A layout is not rendered again on a client navigation, so the page, which is, carries its messages.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  const messages = Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
  return (
    <NextIntlClientProvider locale={resolveLocale(await getLocale())} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}

export function PageMessages({ route, children }: { route: PageRoute; children: ReactNode }) {
  return <ClientMessages namespaces={clientNamespaces.pages[route]}>{children}</ClientMessages>;
}

/** `export default withPageMessages('/tenant/customers/[id]', CustomerDetailPage)` in a route file. */
export function withPageMessages<P extends object>(route: PageRoute, Page: ComponentType<P>) {
  return function PageWithMessages(props: P) {
    return (
      <PageMessages route={route}>
        <Page {...props} />
      </PageMessages>
    );
  };
}

export const rootNamespaces: readonly string[] = clientNamespaces.root;
