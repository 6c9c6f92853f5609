import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'home');

export default function BackofficeHomePage() {
  return <ComingSoonPage namespace="BackofficePages" titleKey="home" welcome />;
}
