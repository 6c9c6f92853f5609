import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'modules');

export default function BackofficeModulesPage() {
  return <ComingSoonPage namespace="BackofficePages" titleKey="modules" />;
}
