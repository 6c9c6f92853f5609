import 'server-only';

import Decimal from 'decimal.js';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { gibNumberPattern } from '@/lib/schemas/finance-definitions';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';
import { computeTotals } from '@/lib/utils/document-totals';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import type { Tx } from '../db/client';
import {
  bankAccounts,
  cashRegisters,
  customers,
  documentCounters,
  invoiceLines,
  invoices,
  invoiceSeries,
  labors,
  paymentMethods,
  products,
} from '../db/schema';
import type { Actor } from '../kit/actor';
import { allocateDocumentNumber } from '../kit/counters';
import { seriesCounterKind } from '../services/finance/invoice-series';
import { prepareEDocument } from '../services/invoices/e-document';
import { postInvoiceLedger, postLedger } from '../services/ledger/ledger';
import { recordPayment, recordReversal } from '../services/payments/write';

const daysAgo = (n: number) => addCalendarDays(istanbulToday(), -n);
const plusDays = addCalendarDays;

/** One series per year the demo invoices span; the current year's is the default. */
async function demoSeries(tx: Tx, tenantId: string, code: string, years: number[]) {
  const ids = new Map<number, string>();
  const current = Math.max(...years);
  for (const year of years) {
    const [row] = await tx
      .insert(invoiceSeries)
      .values({ tenantId, code, year, isDefault: year === current, description: `${year} satış faturaları` })
      .returning({ id: invoiceSeries.id });
    await tx
      .insert(documentCounters)
      .values({ tenantId, kind: seriesCounterKind(row!.id), period: String(year), next: 1 });
    ids.set(year, row!.id);
  }
  return ids;
}

/** An invoice spread over the last six months: [days ago, customer index, what happens to it]. */
type Fate = 'paid' | 'partial' | 'open' | 'draft' | 'cancelled';
const plan: [number, number, Fate][] = [
  [175, 0, 'paid'],
  [160, 1, 'paid'],
  [140, 2, 'partial'],
  [125, 3, 'open'],
  [110, 0, 'paid'],
  [95, 1, 'cancelled'],
  [80, 2, 'open'],
  [62, 3, 'partial'],
  [45, 0, 'paid'],
  [40, 3, 'paid'],
  [30, 1, 'open'],
  [18, 2, 'paid'],
  [12, 3, 'partial'],
  [9, 3, 'open'],
  [4, 0, 'open'],
  [2, 1, 'draft'],
  [1, 2, 'draft'],
  [0, 3, 'draft'],
];

/**
 * The demo finance data of Demo Teknik Servis: a bank account, a cash register, payment methods,
 * a series (TKS) and invoices over the last six months (paid, partly paid, overdue, open, drafts,
 * a cancelled one and a return), with their ledger rows, and the payments that settle them: full,
 * partial, an advance and a reversed collection. Örnek Yapı gets its series (YPI) only.
 */
export async function seedDemoFinance(tx: Tx, opts: { tenantId: string; createdBy: string; otherTenantId: string }) {
  const { tenantId } = opts;
  const actor: Actor = { tenantId, userId: opts.createdBy, lang: 'tr' };
  const years = [...new Set([Number(daysAgo(plan[0]![0]).slice(0, 4)), Number(daysAgo(0).slice(0, 4))])];
  await demoSeries(tx, opts.otherTenantId, 'YPI', [Number(daysAgo(0).slice(0, 4))]);
  const series = await demoSeries(tx, tenantId, 'TKS', years);

  const [bank] = await tx
    .insert(bankAccounts)
    .values({
      tenantId,
      bankName: 'Türkiye İş Bankası',
      branch: 'Kadıköy',
      accountName: 'Demo Teknik Servis Ticari Hesap',
      iban: 'TR330006100519786457841326',
      openingBalance: '25000.00',
      openingDate: daysAgo(180),
      searchText: foldTurkish('Türkiye İş Bankası Kadıköy Demo Teknik Servis Ticari Hesap TR330006100519786457841326'),
      sortName: turkishSortKey('Türkiye İş Bankası Demo Teknik Servis Ticari Hesap'),
    })
    .returning({ id: bankAccounts.id });
  const [kasa] = await tx
    .insert(cashRegisters)
    .values({
      tenantId,
      name: 'Merkez Kasa',
      openingBalance: '5000.00',
      openingDate: daysAgo(180),
      responsibleUserId: opts.createdBy,
      searchText: foldTurkish('Merkez Kasa'),
      sortName: turkishSortKey('Merkez Kasa'),
    })
    .returning({ id: cashRegisters.id });
  const method = (name: string, kind: string, target: { cashRegisterId?: string; bankAccountId?: string }) => ({
    tenantId,
    name,
    kind,
    ...target,
    searchText: foldTurkish(name),
    sortName: turkishSortKey(name),
  });
  const [nakit, havale, kart] = await tx
    .insert(paymentMethods)
    .values([
      method('Nakit', 'cash', { cashRegisterId: kasa!.id }),
      method('Havale / EFT', 'bank_transfer', { bankAccountId: bank!.id }),
      method('Kredi Kartı', 'credit_card', { bankAccountId: bank!.id }),
    ])
    .returning({ id: paymentMethods.id });
  const methods = [havale!.id, nakit!.id, kart!.id];
  const settlements: { invoiceId: string; customerId: string; amount: string; date: string; i: number }[] = [];

  const sorted = await tx.select().from(customers).where(eq(customers.tenantId, tenantId)).orderBy(customers.sortName);
  // Işık Yapı (musteri@'s portal customer) takes the fourth place: paid, partly paid, open and overdue invoices in the portal.
  const portal = sorted.filter((c) => c.name === 'Işık Yapı');
  const custs = sorted.filter((c) => c.name !== 'Işık Yapı');
  custs.splice(3, 0, ...portal);
  const prods = await tx.select().from(products).where(eq(products.tenantId, tenantId)).orderBy(products.code);
  const labs = await tx.select().from(labors).where(eq(labors.tenantId, tenantId)).orderBy(labors.sortName);
  const issued: { id: string; customerId: string; grandTotal: string; number: string; date: string }[] = [];

  for (const [i, [ago, c, fate]] of plan.entries()) {
    const customer = custs[c % custs.length]!;
    const product = prods[i % prods.length]!;
    const labor = labs[i % labs.length]!;
    const lines = [
      {
        itemKind: 'product',
        productId: product.id,
        laborId: null,
        description: product.name,
        quantity: String(1 + (i % 3)),
        unit: product.unit,
        unitPrice: product.salePrice,
        discountRate: i % 4 === 0 ? '5' : '0',
        vatRate: product.vatRate,
        vatExemptionCode: null,
      },
      {
        itemKind: 'labor',
        productId: null,
        laborId: labor.id,
        description: labor.name,
        quantity: String(2 + (i % 2)),
        unit: labor.unit,
        unitPrice: labor.rate,
        discountRate: '0',
        vatRate: labor.vatRate,
        vatExemptionCode: null,
      },
    ];
    const totals = computeTotals(lines);
    const invoiceDate = daysAgo(ago);
    const seriesId = series.get(Number(invoiceDate.slice(0, 4)))!;
    const number =
      fate === 'draft'
        ? null
        : await allocateDocumentNumber(tx, {
            tenantId,
            kind: seriesCounterKind(seriesId),
            pattern: gibNumberPattern('TKS'),
            date: new Date(`${invoiceDate}T12:00:00Z`),
          });
    const settled =
      fate === 'paid'
        ? totals.grandTotal
        : fate === 'partial'
          ? new Decimal(totals.grandTotal).div(2).toFixed(2)
          : null;
    const [row] = await tx
      .insert(invoices)
      .values({
        tenantId,
        status: fate === 'draft' ? 'draft' : fate === 'cancelled' ? 'cancelled' : 'issued',
        seriesId,
        number,
        customerId: customer.id,
        customerName: customer.name,
        customerTaxNumber: customer.taxNumber,
        customerTaxOffice: customer.taxOffice,
        customerEmail: customer.email,
        invoiceDate,
        dueDate: plusDays(invoiceDate, 30),
        subtotal: totals.subtotal,
        netTotal: totals.netTotal,
        vatTotal: totals.vatTotal,
        grandTotal: totals.grandTotal,
        vatBreakdown: totals.vat,
        issuedAt: number ? new Date(`${invoiceDate}T09:00:00Z`) : null,
        cancelledAt: fate === 'cancelled' ? new Date(`${plusDays(invoiceDate, 2)}T09:00:00Z`) : null,
        cancelReason: fate === 'cancelled' ? 'Müşteri siparişi iptal etti.' : null,
        searchText: foldTurkish(`${number ?? ''} ${customer.name}`),
        createdBy: opts.createdBy,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(
      lines.map((l, position) => ({
        ...l,
        tenantId,
        invoiceId: row!.id,
        position,
        net: totals.lines[position]!.net,
      })),
    );
    if (number) {
      const posted = {
        id: row!.id,
        kind: 'sales',
        customerId: customer.id,
        payableTotal: totals.payableTotal,
        invoiceDate,
      };
      await postInvoiceLedger(tx, actor, posted, 'issue');
      if (fate === 'cancelled') {
        const cancelDate = plusDays(invoiceDate, 2);
        await postLedger(tx, actor, [
          {
            to: { account: 'customer', customerId: customer.id },
            amount: new Decimal(totals.grandTotal).negated(),
            movement: 'invoice_cancel',
            entryDate: cancelDate,
            invoiceId: row!.id,
          },
        ]);
      }
    }
    if (settled)
      settlements.push({
        invoiceId: row!.id,
        customerId: customer.id,
        amount: settled,
        date: plusDays(invoiceDate, 10),
        i,
      });
    if (fate === 'open' && number)
      issued.push({ id: row!.id, customerId: customer.id, grandTotal: totals.grandTotal, number, date: invoiceDate });
  }

  // A return of part of an open invoice (its first line's unit, at its price and KDV).
  const original = issued[1]!;
  const [line] = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, original.id))
    .orderBy(invoiceLines.position)
    .limit(1);
  const returnLines = [{ ...line!, id: undefined, quantity: '1' }];
  const totals = computeTotals(returnLines);
  const returnDate = plusDays(original.date, 5);
  const seriesId = series.get(Number(returnDate.slice(0, 4)))!;
  const number = await allocateDocumentNumber(tx, {
    tenantId,
    kind: seriesCounterKind(seriesId),
    pattern: gibNumberPattern('TKS'),
    date: new Date(`${returnDate}T12:00:00Z`),
  });
  const [orig] = await tx.select().from(invoices).where(eq(invoices.id, original.id));
  const [ret] = await tx
    .insert(invoices)
    .values({
      ...orig!,
      id: undefined,
      kind: 'return',
      seriesId,
      number,
      originalInvoiceId: original.id,
      invoiceDate: returnDate,
      dueDate: returnDate,
      subtotal: totals.subtotal,
      netTotal: totals.netTotal,
      vatTotal: totals.vatTotal,
      grandTotal: totals.grandTotal,
      vatBreakdown: totals.vat,
      allocatedAmount: '0',
      returnedAmount: '0',
      notes: 'Arızalı parça iadesi',
      issuedAt: new Date(`${returnDate}T09:00:00Z`),
      searchText: foldTurkish(`${number} ${orig!.customerName}`),
      createdAt: undefined,
      updatedAt: undefined,
      version: 1,
    })
    .returning({ id: invoices.id });
  await tx
    .insert(invoiceLines)
    .values(
      returnLines.map((l, position) => ({ ...l, invoiceId: ret!.id, position, net: totals.lines[position]!.net })),
    );
  await tx.update(invoices).set({ returnedAmount: totals.payableTotal }).where(eq(invoices.id, original.id));
  await postInvoiceLedger(
    tx,
    actor,
    {
      id: ret!.id,
      kind: 'return',
      customerId: orig!.customerId,
      payableTotal: totals.payableTotal,
      invoiceDate: returnDate,
    },
    'issue',
  );

  await seedDemoPayments(tx, actor, { settlements, methods, open: issued });
  await seedDemoEDocuments(tx, tenantId);
}

/** Every demo invoice that was issued gets its UBL-TR document, as issuing gives one. */
async function seedDemoEDocuments(tx: Tx, tenantId: string) {
  const rows = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), isNotNull(invoices.number)))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.number));
  for (const row of rows) {
    await tx
      .update(invoices)
      .set(await prepareEDocument(tx, row))
      .where(eq(invoices.id, row.id));
  }
}

/**
 * The demo payments: each paid or partly paid invoice settled ten days after its date (by transfer,
 * cash or card in turn), an advance with nothing allocated, and a collection reversed as a bounced
 * transfer, so the statements, cash and bank balances and reports show every case.
 */
async function seedDemoPayments(
  tx: Tx,
  actor: Actor,
  opts: {
    settlements: { invoiceId: string; customerId: string; amount: string; date: string; i: number }[];
    methods: string[];
    open: { id: string; customerId: string; grandTotal: string; date: string }[];
  },
) {
  const collect = (customerId: string, amount: string, paymentDate: string, method: string, over = {}) =>
    recordPayment(tx, actor, {
      kind: 'collection',
      customerId,
      paymentDate,
      amount,
      paymentMethodId: method,
      cashRegisterId: null,
      bankAccountId: null,
      reference: null,
      chequeNumber: null,
      chequeDueDate: null,
      note: null,
      allocation: 'manual',
      allocations: [],
      ...over,
    });
  for (const s of opts.settlements) {
    await collect(s.customerId, s.amount, s.date, opts.methods[s.i % opts.methods.length]!, {
      reference: `MKB-${1000 + s.i}`,
      allocations: [{ invoiceId: s.invoiceId, amount: s.amount }],
    });
  }
  const [first, , third] = opts.open;
  if (first) {
    await collect(first.customerId, '2500.00', daysAgo(3), opts.methods[1]!, { note: 'Avans (sipariş öncesi)' });
  }
  if (third) {
    const bounced = await collect(third.customerId, '1000.00', plusDays(third.date, 3), opts.methods[0]!, {
      reference: 'EFT-77812',
      allocations: [{ invoiceId: third.id, amount: '1000.00' }],
    });
    await recordReversal(tx, actor, bounced, 'Havale bankadan iade edildi (hatalı IBAN).', plusDays(third.date, 5));
  }
}
