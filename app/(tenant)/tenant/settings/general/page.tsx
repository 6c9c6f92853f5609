import { GeneralSettingsScreen } from '@/components/tenant-settings/general-settings-screen';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { getGeneralSettings } from '@/lib/server/services/tenant/general-settings';
import { modulePage } from '../../_access/tenant-page-gate';

const page = modulePage('tenant-settings-general', {
  screen: <GeneralSettingsScreen />,
  prefetch: async (queryClient, { db, tenantId }) => {
    queryClient.setQueryData(tenantAccessKeys.generalSettings(tenantId), await getGeneralSettings(db, { tenantId }));
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
