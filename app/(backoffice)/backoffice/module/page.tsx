import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { ModulesScreen } from '@/components/backoffice/modules-screen';
import { allModuleCategoriesOptions, moduleList } from '@/lib/api-client/backoffice-resources';
import { listModulesQuerySchema } from '@/lib/schemas/backoffice-modules';
import { listModuleCategories } from '@/lib/server/services/backoffice/module-categories';
import { listModules } from '@/lib/server/services/backoffice/modules';
import {
  BackofficePrefetchBoundary,
  prefetchList,
  type BackofficePrefetch,
  type SearchParams,
} from '../_shared/backoffice-prefetch';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'modules');

/** /backoffice/module: the list page the address asks for and the category filter rendered on the server. */
async function BackofficeModulesPage({ searchParams }: { searchParams: SearchParams }) {
  const prefetchModules = await prefetchList(moduleList, listModulesQuerySchema, listModules, searchParams);
  const prefetch: BackofficePrefetch = async (queryClient, db) => {
    const [categories] = await Promise.all([
      listModuleCategories(db, { pageIndex: 0, pageSize: 10_000 }),
      prefetchModules(queryClient, db),
    ]);
    queryClient.setQueryData(allModuleCategoriesOptions().queryKey, categories.items);
  };
  return (
    <BackofficePrefetchBoundary prefetch={prefetch}>
      <ModulesScreen />
    </BackofficePrefetchBoundary>
  );
}

export default withPageMessages('/backoffice/module', BackofficeModulesPage);
