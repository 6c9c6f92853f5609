import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { SettingsScreen } from '@/components/backoffice/settings-screen';
import { backofficeKeys } from '@/lib/api-client/backoffice-keys';
import { getPlatformSettings } from '@/lib/server/services/platform-settings';
import { BackofficePrefetchBoundary, type BackofficePrefetch } from '../_shared/backoffice-prefetch';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'settings');

const prefetch: BackofficePrefetch = async (queryClient, db) => {
  queryClient.setQueryData(backofficeKeys.settings(), await getPlatformSettings(db));
};

function BackofficeSettingsPage() {
  return (
    <BackofficePrefetchBoundary prefetch={prefetch}>
      <SettingsScreen />
    </BackofficePrefetchBoundary>
  );
}

export default withPageMessages('/backoffice/settings', BackofficeSettingsPage);
