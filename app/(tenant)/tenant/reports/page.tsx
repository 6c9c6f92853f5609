import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/reports/reports-screen';
import { reportQueryKeys, reportTabOf } from '@/lib/api-client/report-resources';
import { reports } from '@/lib/server/services/reports/registry';
import { TenantPageGate } from '../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('TenantPages'))('reports'),
});

type SearchParams = Promise<{ report?: string | string[] }>;

/** /tenant/reports (reports.view): the open tab's report is rendered on the server for its default range. */
async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  const requested = (await searchParams).report;
  const key = reportTabOf(Array.isArray(requested) ? requested[0] : requested);
  return (
    <TenantPageGate
      permission="reports.view"
      prefetch={async (queryClient, { db, tenantId }) => {
        queryClient.setQueryData(
          reportQueryKeys.report(tenantId, key, {}),
          await reports[key]!.load(db, { tenantId, query: {} }),
        );
      }}
    >
      <ReportsScreen />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/reports', ReportsPage);
