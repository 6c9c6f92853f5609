import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('CustomerPages', 'settings');

export default function CustomerSettingsPage() {
  return <ComingSoonPage namespace="CustomerPages" titleKey="settings" />;
}
