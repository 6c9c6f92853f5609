import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WelcomeLine } from '@/components/shell/welcome-line';
import { ComingSoon } from '@/components/ui/coming-soon';

type Namespace = 'BackofficePages' | 'TenantPages' | 'CustomerPages';

/** A page a later issue fills: its title and an honest 'yakında' note, never invented data. */
export async function ComingSoonPage({
  namespace,
  titleKey,
  welcome = false,
}: {
  namespace: Namespace;
  titleKey: string;
  welcome?: boolean;
}) {
  const t = await getTranslations(namespace);
  const tc = await getTranslations('ComingSoon');
  return (
    <ComingSoon
      title={t(titleKey)}
      heading={tc('title')}
      description={tc('description')}
      intro={welcome ? <WelcomeLine /> : undefined}
    />
  );
}

export async function comingSoonMetadata(namespace: Namespace, titleKey: string): Promise<Metadata> {
  return { title: (await getTranslations(namespace))(titleKey) };
}
