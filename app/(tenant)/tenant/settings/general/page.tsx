import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { GeneralSettingsScreen } from '@/components/tenant-settings/general-settings-screen';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { getGeneralSettings } from '@/lib/server/services/tenant/general-settings';
import { TenantPageGate, type Prefetch } from '../../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'settingsGeneral');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(tenantAccessKeys.generalSettings(tenantId), await getGeneralSettings(db, { tenantId }));
};

function GeneralSettingsPage() {
  return (
    <TenantPageGate permission="settings.view" prefetch={prefetch}>
      <GeneralSettingsScreen />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/settings/general', GeneralSettingsPage);
