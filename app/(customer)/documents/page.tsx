import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentsScreen } from '@/components/customer-portal/documents-screen';
import { initialPortalDocumentsQuery, portalKeys } from '@/lib/api-client/customer-portal';
import { listPortalDocuments } from '@/lib/server/services/customer-portal/documents';
import { CustomerPageGate, type CustomerPrefetch } from '../_access/customer-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('documents'),
});

const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
  const query = initialPortalDocumentsQuery;
  queryClient.setQueryData(portalKeys.documents(scope.userId, query), await listPortalDocuments(db, scope, query));
};

/** /documents ('Belgelerim'): the customer's offers and invoices, first page rendered on the server. */
function CustomerDocumentsPage() {
  return (
    <CustomerPageGate prefetch={prefetch}>
      <DocumentsScreen />
    </CustomerPageGate>
  );
}

export default withPageMessages('/documents', CustomerDocumentsPage);
