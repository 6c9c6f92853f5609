import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentsScreen } from '@/components/customer-portal/documents-screen';
import {
  initialPortalDocumentsQuery,
  portalDocumentsOptions,
  portalDocumentsParams,
} from '@/lib/api-client/customer-portal';
import { readListQuery, searchParamsOf } from '@/lib/api-client/list-params';
import { listPortalDocumentsQuerySchema } from '@/lib/schemas/customer-portal';
import { listPortalDocuments } from '@/lib/server/services/customer-portal/documents';
import { CustomerPageGate, type CustomerPrefetch } from '../_access/customer-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('documents'),
});

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /documents ('Belgelerim'): the customer's offers and invoices, the page the address asks for rendered on the server. */
async function CustomerDocumentsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = readListQuery(searchParamsOf(await searchParams), initialPortalDocumentsQuery, portalDocumentsParams);
  const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
    const parsed = listPortalDocumentsQuerySchema.parse(query);
    queryClient.setQueryData(
      portalDocumentsOptions(scope.userId, query).queryKey,
      await listPortalDocuments(db, scope, parsed),
    );
  };
  return (
    <CustomerPageGate prefetch={prefetch}>
      <DocumentsScreen />
    </CustomerPageGate>
  );
}

export default withPageMessages('/documents', CustomerDocumentsPage);
