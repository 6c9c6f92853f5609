import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'tenants');

export default function BackofficeTenantsPage() {
  return <ComingSoonPage namespace="BackofficePages" titleKey="tenants" />;
}
