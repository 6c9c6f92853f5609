'use client';

import { FileDoneOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { apiErrorOf } from '@/lib/api-client/errors';
import { invoiceFromOffer, invoiceResource } from '@/lib/api-client/invoice-resources';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import type { Offer } from '@/lib/schemas/offers';

const invoiceHref = (id: string) => `/tenant/finance/invoices/${id}`;

/**
 * The offer's invoice: a link once it has one, else 'Faturalandır' on an accepted offer that has
 * not become a work order (that one is invoiced through the work order).
 */
export function OfferInvoice({ offer }: { offer: Offer }) {
  const t = useTranslations('InvoiceActions');
  const ts = useTranslations('InvoicesPage');
  const { message } = App.useApp();
  const router = useRouter();
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const canView = useCan('invoices.view');
  const canCreate = useCan('invoices.create');
  const query = { pageIndex: 0, pageSize: 1, sortField: 'createdAt', sortOrder: 'desc', offerId: offer.id } as const;
  const existing = useQuery({ ...invoiceResource.listOptions(tenantId, query), enabled: canView && Boolean(tenantId) });
  const create = useMutation({
    mutationFn: () => invoiceFromOffer(offer.id),
    onSuccess: (inv) => {
      void queryClient.invalidateQueries({ queryKey: invoiceResource.keys.all(tenantId) });
      router.push(invoiceHref(inv.id));
    },
    onError: (error) => void message.error(apiErrorOf(error)?.message ?? String(error)),
  });
  const invoice = existing.data?.items.find((i) => i.status !== 'cancelled');
  if (invoice) {
    return (
      <NavLink href={invoiceHref(invoice.id)} data-testid="offer-invoice-link">
        {t('invoicedAs', { number: invoice.number ?? ts('draft') })}
      </NavLink>
    );
  }
  if (offer.status !== 'accepted' || offer.convertedAt || !canCreate || existing.isLoading) return null;
  return (
    <Button
      icon={<FileDoneOutlined />}
      loading={create.isPending}
      onClick={() => create.mutate()}
      data-testid="offer-invoice"
    >
      {t('invoiceIt')}
    </Button>
  );
}
