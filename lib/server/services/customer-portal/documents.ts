import 'server-only';

import Decimal from 'decimal.js';
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  ListPortalDocumentsQuery,
  PortalDocument,
  PortalDocumentDetail,
  PortalDocumentKind,
  PortalHome,
  PortalOfferAnswerInput,
} from '@/lib/schemas/customer-portal';
import { pricedLine } from '@/lib/utils/document-totals';
import { sumDecimals } from '@/lib/utils/exact-decimal';
import type { Db, DbOrTx } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import {
  customers,
  invoiceLines,
  invoices,
  offers,
  paymentAllocations,
  payments,
  tenants,
  workOrders,
} from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { assertPageWithinCap, type Page } from '../../kit/list-page';
import { textSearch } from '../../kit/search';
import { paymentStatusSql } from '../invoices/read';
import { oldestDueFirst, openInvoicesOf, receivableSql } from '../invoices/receivables';
import { customerBalance } from '../ledger/ledger';
import { invoicePdf, loadInvoicePdf } from '../invoices/pdf';
import { documentBankAccount } from '../invoices/pdf-e-document';
import { getOffer } from '../offers/detail';
import { offerDisplayStatusSql, offerOpenSql } from '../offers/display-status';
import { loadOfferPdf, offerPdf } from '../offers/pdf';
import { decideOffer } from '../offers/status';
import type { Lang } from '../../i18n';

/**
 * Who reads: a portal account's tenant and customer, both from its session (never from the
 * request). `userId` is the portal account, recorded as the actor of an answer.
 */
export interface PortalScope {
  tenantId: string;
  customerId: string;
  userId: string;
  ip?: string | null;
  lang?: Lang;
}

/** The scope of a Customer session; an account without a live customer record may read nothing (403). */
export async function portalScopeOf(
  db: DbOrTx,
  user: { id: string; tenantId: string | null; customerId: string | null },
  extra: { ip?: string | null; lang?: Lang } = {},
): Promise<PortalScope> {
  if (!user.tenantId || !user.customerId) throw forbidden();
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, user.customerId), eq(customers.tenantId, user.tenantId), isNull(customers.deletedAt)))
    .limit(1);
  if (!customer) throw forbidden();
  return { tenantId: user.tenantId, customerId: user.customerId, userId: user.id, ...extra };
}

/** An invoice's status as the customer sees it: cancelled, its payment status, or 'issued' (a return). */
const invoiceStatusSql = sql`case when ${invoices.status} = 'cancelled' then 'cancelled' else coalesce(${paymentStatusSql}, 'issued') end`;

/** Offers sent and later (never drafts) of the scope's customer. */
function offerBranch(scope: PortalScope, q: Pick<ListPortalDocumentsQuery, 'searchText'>, extra?: SQL) {
  const where = and(
    eq(offers.tenantId, scope.tenantId),
    eq(offers.customerId, scope.customerId),
    ne(offers.status, 'draft'),
    textSearch({ folded: offers.searchText }, q.searchText),
    extra,
  );
  return sql`select 'offer' as kind, ${offers.id} as id, ${offers.number} as number, ${offers.offerDate}::text as date,
    ${offers.validUntil}::text as due_date, ${offers.subject} as subject, ${offerDisplayStatusSql} as status,
    ${offers.currency} as currency, ${offers.grandTotal}::text as grand_total,
    ${offers.payableTotal}::text as payable_total, null::text as paid_amount, null::text as remaining
    from ${offers} where ${where}`;
}

/** An issued sales invoice is what the customer pays: what settled it and what is left; nothing on others. */
const collectable = sql`${invoices.status} = 'issued' and ${invoices.kind} = 'sales'`;
const settlementColumns = sql`case when ${collectable} then (${invoices.allocatedAmount} + ${invoices.returnedAmount})::text end as paid_amount,
    case when ${collectable} then ${receivableSql}::text end as remaining`;

/** Invoices issued (never drafts) of the scope's customer. */
function invoiceBranch(scope: PortalScope, q: Pick<ListPortalDocumentsQuery, 'searchText'>, extra?: SQL) {
  const where = and(
    eq(invoices.tenantId, scope.tenantId),
    eq(invoices.customerId, scope.customerId),
    ne(invoices.status, 'draft'),
    textSearch({ folded: invoices.searchText }, q.searchText),
    extra,
  );
  return sql`select 'invoice' as kind, ${invoices.id} as id, ${invoices.number} as number,
    ${invoices.invoiceDate}::text as date, ${invoices.dueDate}::text as due_date, null::text as subject,
    ${invoiceStatusSql} as status, ${invoices.currency} as currency, ${invoices.grandTotal}::text as grand_total,
    ${invoices.payableTotal}::text as payable_total, ${settlementColumns}
    from ${invoices} where ${where}`;
}

interface DocumentRow extends Record<string, unknown> {
  kind: PortalDocumentKind;
  id: string;
  number: string;
  date: string;
  due_date: string;
  subject: string | null;
  status: PortalDocument['status'];
  currency: string;
  grand_total: string;
  payable_total: string;
  paid_amount: string | null;
  remaining: string | null;
  total_count?: number | string;
}

const toDocument = (r: DocumentRow): PortalDocument => ({
  kind: r.kind,
  id: r.id,
  number: r.number,
  date: r.date,
  dueDate: r.due_date,
  subject: r.subject,
  status: r.status,
  currency: r.currency,
  grandTotal: r.grand_total,
  payableTotal: r.payable_total,
  paidAmount: r.paid_amount,
  remaining: r.remaining,
});

async function rowsOf(db: DbOrTx, query: SQL): Promise<DocumentRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: DocumentRow[] };
  return result.rows;
}

/**
 * The customer's offers and invoices in one list, newest first, paged on the server; searched by
 * number (and an offer's subject), filtered by kind and by the shown status.
 */
export async function listPortalDocuments(
  db: DbOrTx,
  scope: PortalScope,
  query: ListPortalDocumentsQuery,
): Promise<Page<PortalDocument>> {
  assertPageWithinCap(query);
  const branches = [
    query.kind !== 'invoice' ? offerBranch(scope, query) : null,
    query.kind !== 'offer' ? invoiceBranch(scope, query) : null,
  ].filter((b): b is SQL => b !== null);
  const union = sql.join(branches, sql` union all `);
  const status = query.status ? sql`where docs.status = ${query.status}` : sql``;
  const rows = await rowsOf(
    db,
    sql`select docs.*, count(*) over () as total_count from (${union}) docs ${status}
      order by docs.date desc, docs.number desc, docs.id
      limit ${query.pageSize} offset ${query.pageIndex * query.pageSize}`,
  );
  let totalCount = Number(rows[0]?.total_count ?? 0);
  if (!rows.length && query.pageIndex > 0) {
    const [count] = await rowsOf(db, sql`select count(*)::int as total_count from (${union}) docs ${status}`);
    totalCount = Number(count?.total_count ?? 0);
  }
  return {
    items: rows.map(toDocument),
    totalCount,
    totalCapped: false,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** One offer (sent or later) of the customer, as the customer sees it; a draft or a foreign one is 404. */
export async function getPortalOffer(db: DbOrTx, scope: PortalScope, id: string): Promise<PortalDocumentDetail> {
  const offer = await getOffer(db, { tenantId: scope.tenantId, id, customerId: scope.customerId });
  if (offer.status === 'draft') throw notFound();
  return {
    kind: 'offer',
    id: offer.id,
    number: offer.number,
    date: offer.offerDate,
    dueDate: offer.validUntil,
    subject: offer.subject,
    status: offer.status as PortalDocumentDetail['status'],
    currency: offer.currency,
    grandTotal: offer.grandTotal,
    payableTotal: offer.payableTotal,
    withholdingTotal: offer.withholdingTotal,
    intro: offer.intro,
    terms: offer.terms,
    lines: offer.lines.map((l) => ({
      name: l.name,
      description: l.description,
      ...pricedLine(l),
    })),
    subtotal: offer.subtotal,
    documentDiscount: offer.documentDiscount,
    netTotal: offer.netTotal,
    vat: offer.vat,
    vatTotal: offer.vatTotal,
    canAnswer: offer.status === 'sent',
    decidedAt: offer.decidedAt,
    decisionNote: offer.decisionNote,
    version: offer.version,
    paidAmount: null,
    remaining: null,
    payTo: null,
  };
}

/** The customer's issued invoice row, or 404 (a draft, another customer's or another tenant's). */
async function portalInvoiceRow(db: DbOrTx, scope: PortalScope, id: string) {
  const [found] = await db
    .select({ row: invoices, status: sql<PortalDocument['status']>`${invoiceStatusSql}` })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, id),
        eq(invoices.tenantId, scope.tenantId),
        eq(invoices.customerId, scope.customerId),
        ne(invoices.status, 'draft'),
      ),
    )
    .limit(1);
  if (!found) throw notFound();
  return found;
}

/** One issued invoice of the customer with its lines and totals. */
export async function getPortalInvoice(db: DbOrTx, scope: PortalScope, id: string): Promise<PortalDocumentDetail> {
  const { row, status } = await portalInvoiceRow(db, scope, id);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, row.id), eq(invoiceLines.tenantId, scope.tenantId)))
    .orderBy(asc(invoiceLines.position));
  const collectable = row.status === 'issued' && row.kind === 'sales';
  const paid = new Decimal(row.allocatedAmount).plus(row.returnedAmount);
  const remaining = new Decimal(row.payableTotal).minus(paid);
  const payTo = collectable && remaining.gt(0) ? await documentBankAccount(db, scope.tenantId) : null;
  return {
    kind: 'invoice',
    paidAmount: collectable ? paid.toFixed(2) : null,
    remaining: collectable ? remaining.toFixed(2) : null,
    payTo,
    id: row.id,
    number: row.number ?? '',
    date: row.invoiceDate,
    dueDate: row.dueDate,
    subject: null,
    status,
    currency: row.currency,
    grandTotal: row.grandTotal,
    payableTotal: row.payableTotal,
    withholdingTotal: row.withholdingTotal,
    intro: null,
    terms: row.notes,
    lines: lines.map((l) => ({
      name: l.description,
      description: null,
      ...pricedLine(l),
    })),
    subtotal: row.subtotal,
    documentDiscount: '0.00',
    netTotal: row.netTotal,
    vat: row.vatBreakdown,
    vatTotal: row.vatTotal,
    canAnswer: false,
    decidedAt: null,
    decisionNote: null,
    version: row.version,
  };
}

export const getPortalDocument = (db: DbOrTx, scope: PortalScope, kind: PortalDocumentKind, id: string) =>
  kind === 'offer' ? getPortalOffer(db, scope, id) : getPortalInvoice(db, scope, id);

/** What the same PDF staff download is made from, once the document is known to be the customer's (else 404). */
export async function loadPortalPdf(db: DbOrTx, scope: PortalScope, kind: PortalDocumentKind, id: string) {
  if (kind === 'offer') {
    await getPortalOffer(db, scope, id);
    const opts = { tenantId: scope.tenantId, id, customerId: scope.customerId, lang: scope.lang };
    return { kind, offer: await loadOfferPdf(db, opts) } as const;
  }
  const { row } = await portalInvoiceRow(db, scope, id);
  return { kind, invoice: await loadInvoicePdf(db, { tenantId: scope.tenantId, id: row.id }) } as const;
}

/** The portal document's PDF from loaded data only. */
export async function portalPdf(loaded: Awaited<ReturnType<typeof loadPortalPdf>>) {
  if (loaded.kind === 'offer') {
    const { pdf, fileName } = await offerPdf(loaded.offer);
    return { pdf, fileName };
  }
  const { pdf, filename } = await invoicePdf(loaded.invoice);
  return { pdf, fileName: filename };
}

/** The customer accepts or rejects a sent, unexpired offer, through the offers service's own transition. */
export async function answerPortalOffer(
  db: Db,
  scope: PortalScope,
  id: string,
  input: { status: PortalOfferAnswerInput['status']; note: string | null },
): Promise<PortalDocumentDetail> {
  await decideOffer(
    db,
    { tenantId: scope.tenantId, userId: scope.userId, ip: scope.ip, customerId: scope.customerId },
    id,
    { status: input.status, note: input.note },
  );
  return getPortalOffer(db, scope, id);
}

/**
 * What the customer paid ahead: its live collections' unsettled parts less live refunds to it. With
 * the open invoices' remaining amounts it makes up the ledger's balance (balance = open − advance).
 */
async function customerAdvance(db: DbOrTx, scope: PortalScope): Promise<string> {
  const reversal = alias(payments, 'reversal');
  const [row] = await db
    .select({
      advance: sql<string>`round(coalesce(sum(case when ${payments.kind} = 'collection'
        then ${payments.amount} - coalesce((select sum(${paymentAllocations.amount}) from ${paymentAllocations}
          where ${paymentAllocations.paymentId} = ${payments.id} and ${paymentAllocations.freedAt} is null), 0)
        else -${payments.amount} end), 0), 2)::text`,
    })
    .from(payments)
    .leftJoin(reversal, eq(reversal.reversalOfId, payments.id))
    .where(
      and(
        eq(payments.tenantId, scope.tenantId),
        eq(payments.customerId, scope.customerId),
        isNull(payments.reversalOfId),
        isNull(reversal.id),
      ),
    );
  return row?.advance ?? '0.00';
}

/** The home page: company name, offers awaiting an answer, unpaid invoices and their totals, the balance, latest work orders. */
export async function getPortalHome(db: DbOrTx, scope: PortalScope): Promise<PortalHome> {
  const [[names], openOffers, unpaid, orders, balance, advance] = await Promise.all([
    db
      .select({ companyName: tenants.name, customerName: customers.name })
      .from(customers)
      .innerJoin(tenants, eq(tenants.id, customers.tenantId))
      .where(eq(customers.id, scope.customerId)),
    rowsOf(db, sql`select * from (${offerBranch(scope, {}, offerOpenSql)}) docs order by docs.due_date, docs.number`),
    rowsOf(
      db,
      sql`select 'invoice' as kind, ${invoices.id} as id, ${invoices.number} as number,
          ${invoices.invoiceDate}::text as date, ${invoices.dueDate}::text as due_date, null::text as subject,
          ${invoiceStatusSql} as status, ${invoices.currency} as currency, ${invoices.grandTotal}::text as grand_total,
          ${invoices.payableTotal}::text as payable_total, ${settlementColumns}
        from ${invoices} where ${openInvoicesOf(scope.tenantId, scope.customerId)}
        order by ${sql.join(oldestDueFirst, sql`, `)}`,
    ),
    db
      .select({
        id: workOrders.id,
        number: workOrders.number,
        title: workOrders.title,
        status: workOrders.status,
        updatedAt: workOrders.updatedAt,
      })
      .from(workOrders)
      .where(and(eq(workOrders.tenantId, scope.tenantId), eq(workOrders.customerId, scope.customerId)))
      .orderBy(desc(workOrders.updatedAt), desc(workOrders.id))
      .limit(5),
    // the ledger's sum: invoices less returns, collections (allocated or not) and reversals
    customerBalance(db, { tenantId: scope.tenantId, customerId: scope.customerId }),
    customerAdvance(db, scope),
  ]);
  const sum = (rows: DocumentRow[]) => sumDecimals(rows.map((r) => String(r.remaining)));
  return {
    companyName: names?.companyName ?? '',
    customerName: names?.customerName ?? '',
    openOffers: openOffers.map(toDocument),
    unpaidInvoices: unpaid.map(toDocument),
    unpaidTotal: sum(unpaid),
    overdueTotal: sum(unpaid.filter((r) => r.status === 'overdue')),
    advance,
    balance,
    workOrders: orders.map((o) => ({ ...o, updatedAt: o.updatedAt.toISOString() })),
  };
}
