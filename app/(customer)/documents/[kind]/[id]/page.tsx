import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DocumentDetailScreen } from '@/components/customer-portal/document-detail-screen';
import { portalDocumentOptions } from '@/lib/api-client/customer-portal';
import { getPortalDocument } from '@/lib/server/services/customer-portal/documents';
import { CustomerPageGate, type CustomerPrefetch } from '../../../_access/customer-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('documents'),
});

type Params = Promise<{ kind: string; id: string }>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kinds = { offers: 'offer', invoices: 'invoice' } as const;

/** /documents/offers/[id] and /documents/invoices/[id]: one document with its lines, totals, PDF and answer. */
async function CustomerDocumentPage({ params }: { params: Params }) {
  const { kind: segment, id } = await params;
  const kind = kinds[segment as keyof typeof kinds];
  if (!kind) notFound();
  // A missing or foreign document is not prefetched; the client query then shows its 404 state.
  const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
    if (UUID.test(id))
      queryClient.setQueryData(
        portalDocumentOptions(scope.userId, kind, id).queryKey,
        await getPortalDocument(db, scope, kind, id),
      );
  };
  return (
    <CustomerPageGate prefetch={prefetch}>
      <DocumentDetailScreen kind={kind} id={id} />
    </CustomerPageGate>
  );
}

export default withPageMessages('/documents/[kind]/[id]', CustomerDocumentPage);
