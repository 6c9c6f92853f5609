import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { AuditScreen } from '@/components/audit/audit-screen';
import { auditChoicesOptions, auditListOptions, auditListParams, initialAuditQuery } from '@/lib/api-client/audit';
import { readListQuery, searchParamsOf } from '@/lib/api-client/list-params';
import { listAuditQuerySchema } from '@/lib/schemas/audit-log';
import { auditOptions, listAudit } from '@/lib/server/services/tenant/audit-log';
import { TenantPageGate, type Prefetch } from '../../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'settingsAudit');

/** The page the address asks for and the user filter's choices, rendered on the server under the client's keys. */
const prefetch: Prefetch = async (queryClient, { db, tenantId, search }) => {
  const query = readListQuery(search, initialAuditQuery, auditListParams);
  const checked = listAuditQuerySchema.safeParse(query);
  const [page, options] = await Promise.all([
    checked.success ? listAudit(db, { tenantId, query: checked.data }) : undefined,
    auditOptions(db, { tenantId }),
  ]);
  if (page) queryClient.setQueryData(auditListOptions(tenantId, query).queryKey, page);
  queryClient.setQueryData(auditChoicesOptions(tenantId).queryKey, options);
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <TenantPageGate permission="settings.audit" prefetch={prefetch} search={searchParamsOf(await searchParams)}>
      <AuditScreen />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/settings/audit', AuditPage);
