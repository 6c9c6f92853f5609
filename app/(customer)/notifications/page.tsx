import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('CustomerPages', 'notifications');

export default function CustomerNotificationsPage() {
  return <ComingSoonPage namespace="CustomerPages" titleKey="notifications" />;
}
