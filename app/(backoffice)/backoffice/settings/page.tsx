import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'settings');

export default function BackofficeSettingsPage() {
  return <ComingSoonPage namespace="BackofficePages" titleKey="settings" />;
}
