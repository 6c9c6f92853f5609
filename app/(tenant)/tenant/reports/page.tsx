import { ReportsScreen } from '@/components/reports/reports-screen';
import { reportOptions, reportTabOf, type ReportData } from '@/lib/api-client/report-resources';
import { reports } from '@/lib/server/services/reports/registry';
import { modulePage } from '../_access/tenant-page-gate';

/** /tenant/reports: the open tab's report (`?report=`) is rendered on the server for its default range. */
const page = modulePage('reports', {
  screen: <ReportsScreen />,
  prefetch: async (queryClient, { db, tenantId, search }) => {
    const key = reportTabOf(search.get('report'));
    // The registry holds every report under one loader type; the key names which one this is.
    const report = (await reports[key]!.load(db, { tenantId, query: {} })) as ReportData<typeof key>;
    queryClient.setQueryData(reportOptions(tenantId, key, {}).queryKey, report);
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
