import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('CustomerPages', 'home');

export default function CustomerHomePage() {
  return <ComingSoonPage namespace="CustomerPages" titleKey="home" welcome />;
}
