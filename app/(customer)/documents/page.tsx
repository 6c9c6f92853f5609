import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';

export const generateMetadata = () => comingSoonMetadata('CustomerPages', 'documents');

export default function CustomerDocumentsPage() {
  return <ComingSoonPage namespace="CustomerPages" titleKey="documents" />;
}
