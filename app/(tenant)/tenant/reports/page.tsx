import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/reports/reports-screen';
import { reportOptions, reportTabOf, type ReportData } from '@/lib/api-client/report-resources';
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
        // The registry holds every report under one loader type; the key names which one this is.
        const report = (await reports[key]!.load(db, { tenantId, query: {} })) as ReportData<typeof key>;
        queryClient.setQueryData(reportOptions(tenantId, key, {}).queryKey, report);
      }}
    >
      <ReportsScreen />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/reports', ReportsPage);
