import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { portalSettingsKey } from '@/lib/api-client/customer-portal';
import { getPortalSettings } from '@/lib/server/services/customer-portal/settings';
import { CustomerPageGate, type CustomerPrefetch } from '../_access/customer-page-gate';
import { SettingsView } from './settings-view';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('settings'),
});

const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
  queryClient.setQueryData(portalSettingsKey(scope.userId), await getPortalSettings(db, scope));
};

/** /settings: the portal account's profile, email choices and password. */
export default function CustomerSettingsPage() {
  return (
    <CustomerPageGate prefetch={prefetch}>
      <SettingsView />
    </CustomerPageGate>
  );
}
