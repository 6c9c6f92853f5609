import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { portalSettingsOptions } from '@/lib/api-client/customer-portal';
import { getPortalSettings } from '@/lib/server/services/customer-portal/settings';
import { CustomerPageGate, type CustomerPrefetch } from '../_access/customer-page-gate';
import { SettingsView } from './settings-view';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('settings'),
});

const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
  queryClient.setQueryData(portalSettingsOptions(scope.userId).queryKey, await getPortalSettings(db, scope));
};

/** /settings: the portal account's profile, email choices and password. */
function CustomerSettingsPage() {
  return (
    <CustomerPageGate prefetch={prefetch}>
      <SettingsView />
    </CustomerPageGate>
  );
}

export default withPageMessages('/settings', CustomerSettingsPage);
