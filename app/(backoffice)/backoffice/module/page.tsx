import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { ModulesScreen } from '@/components/backoffice/modules-screen';
import { backofficeKeys, initialModulesQuery } from '@/lib/api-client/backoffice-keys';
import { listModuleCategories } from '@/lib/server/services/backoffice/module-categories';
import { listModules } from '@/lib/server/services/backoffice/modules';
import { BackofficePrefetchBoundary, type BackofficePrefetch } from '../_shared/backoffice-prefetch';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'modules');

const prefetch: BackofficePrefetch = async (queryClient, db) => {
  const [modules, categories] = await Promise.all([
    listModules(db, initialModulesQuery),
    listModuleCategories(db, { pageIndex: 0, pageSize: 10_000 }),
  ]);
  queryClient.setQueryData(backofficeKeys.moduleList(initialModulesQuery), modules);
  queryClient.setQueryData(backofficeKeys.allCategories(), categories.items);
};

function BackofficeModulesPage() {
  return (
    <BackofficePrefetchBoundary prefetch={prefetch}>
      <ModulesScreen />
    </BackofficePrefetchBoundary>
  );
}

export default withPageMessages('/backoffice/module', BackofficeModulesPage);
