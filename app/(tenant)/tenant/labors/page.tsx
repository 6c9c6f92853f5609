import { LaborsScreen } from '@/components/catalog/labors-screen';
import { laborResource } from '@/lib/api-client/catalog-resources';
import { laborService } from '@/lib/server/services/catalog/labors';
import { modulePage, prefetchCategories, prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('labor', {
  screen: <LaborsScreen />,
  prefetch: [prefetchList(laborResource, laborService.list), prefetchCategories],
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
