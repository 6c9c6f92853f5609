import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { WelcomeLine } from '@/components/shell/welcome-line';
import { ComingSoon } from '@/components/ui/coming-soon';

type Namespace = 'BackofficePages' | 'TenantPages' | 'CustomerPages';
type TitleKey<N extends Namespace> = keyof Messages[N] & string;

// One typed translator per namespace, so a title key is checked against its own namespace.
const titles: { [N in Namespace]: (key: TitleKey<N>) => Promise<string> } = {
  BackofficePages: async (key) => (await getTranslations('BackofficePages'))(key),
  TenantPages: async (key) => (await getTranslations('TenantPages'))(key),
  CustomerPages: async (key) => (await getTranslations('CustomerPages'))(key),
};
const pageTitle = <N extends Namespace>(namespace: N, titleKey: TitleKey<N>) => titles[namespace](titleKey);

/** A page a later issue fills: its title and an honest 'yakında' note, never invented data. */
export async function ComingSoonPage<N extends Namespace>({
  namespace,
  titleKey,
  welcome = false,
}: {
  namespace: N;
  titleKey: TitleKey<N>;
  welcome?: boolean;
}) {
  const tc = await getTranslations('ComingSoon');
  return (
    <ComingSoon
      title={await pageTitle(namespace, titleKey)}
      heading={tc('title')}
      description={tc('description')}
      intro={welcome ? <WelcomeLine /> : undefined}
    />
  );
}

export async function comingSoonMetadata<N extends Namespace>(namespace: N, titleKey: TitleKey<N>): Promise<Metadata> {
  return { title: await pageTitle(namespace, titleKey) };
}
