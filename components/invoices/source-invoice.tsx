'use client';

import { FileDoneOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { apiErrorOf } from '@/lib/api-client/errors';
import {
  invoiceFromOffer,
  invoiceFromWorkOrder,
  invoiceResource,
  sourceInvoiceQuery,
  type InvoiceSource,
} from '@/lib/api-client/invoice-resources';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { useAfterWrite } from '@/lib/api-client/use-resource';
import { useFeedback } from '@/components/ui/feedback';
import { detailPath } from '@/lib/modules/module-links';

/**
 * A document's invoice: a link once it has one (a cancelled one does not count), else
 * 'Faturalandır' when `invoiceable` says the document may be invoiced now.
 */
export function SourceInvoice({ source, invoiceable }: { source: InvoiceSource; invoiceable: boolean }) {
  const t = useTranslations('InvoiceActions');
  const ts = useTranslations('InvoicesPage');
  const { message } = useFeedback();
  const router = useRouter();
  const tenantId = useTenantId();
  const afterWrite = useAfterWrite('invoices');
  const canView = useCan('invoices.view');
  const canCreate = useCan('invoices.create');
  const existing = useQuery({
    ...invoiceResource.listOptions(tenantId, sourceInvoiceQuery(source)),
    enabled: canView && Boolean(tenantId),
  });
  const create = useMutation({
    mutationFn: () =>
      'offerId' in source ? invoiceFromOffer(source.offerId) : invoiceFromWorkOrder(source.workOrderId),
    onSuccess: (inv) => {
      afterWrite();
      router.push(detailPath('invoices', inv.id));
    },
    onError: (error) => void message.error(apiErrorOf(error)?.message ?? String(error)),
  });
  const invoice = existing.data?.items.find((i) => i.status !== 'cancelled');
  if (invoice) {
    return (
      <NavLink href={detailPath('invoices', invoice.id)} data-testid="source-invoice-link">
        {t('invoicedAs', { number: invoice.number ?? ts('draft') })}
      </NavLink>
    );
  }
  if (!invoiceable || !canCreate || existing.isLoading) return null;
  return (
    <Button
      icon={<FileDoneOutlined />}
      loading={create.isPending}
      onClick={() => create.mutate()}
      data-testid="source-invoice"
    >
      {t('invoiceIt')}
    </Button>
  );
}
