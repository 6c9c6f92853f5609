import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { BackofficeHome } from '@/components/backoffice/backoffice-home';
import { WelcomeLine } from '@/components/shell/welcome-line';
import { backofficeKeys } from '@/lib/api-client/backoffice-keys';
import { getBackofficeDashboard } from '@/lib/server/services/backoffice/dashboard';
import { BackofficePrefetchBoundary, type BackofficePrefetch } from './_shared/backoffice-prefetch';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'home');

const prefetch: BackofficePrefetch = async (queryClient, db) => {
  queryClient.setQueryData(backofficeKeys.dashboard(), await getBackofficeDashboard(db));
};

function BackofficeHomePage() {
  return (
    <BackofficePrefetchBoundary prefetch={prefetch}>
      <BackofficeHome welcome={<WelcomeLine />} />
    </BackofficePrefetchBoundary>
  );
}

export default withPageMessages('/backoffice', BackofficeHomePage);
