import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { AuditScreen } from '@/components/audit/audit-screen';
import { auditKeys, initialAuditQuery } from '@/lib/api-client/audit';
import { listAuditQuerySchema } from '@/lib/schemas/audit-log';
import { auditOptions, listAudit } from '@/lib/server/services/tenant/audit-log';
import { TenantPageGate, type Prefetch } from '../../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'settingsAudit');

/** The first page and the user filter's choices, rendered on the server under the client's keys. */
const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  const [page, options] = await Promise.all([
    listAudit(db, { tenantId, query: listAuditQuerySchema.parse(initialAuditQuery) }),
    auditOptions(db, { tenantId }),
  ]);
  queryClient.setQueryData(auditKeys.list(tenantId, initialAuditQuery), page);
  queryClient.setQueryData(auditKeys.options(tenantId), options);
};

function AuditPage() {
  return (
    <TenantPageGate permission="settings.audit" prefetch={prefetch}>
      <AuditScreen />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/settings/audit', AuditPage);
