import 'server-only';

import type { VatExemptionCode, VatRate } from '@/lib/schemas/document-lines';
import type { WithholdingCode } from '@/lib/schemas/values/withholding';
import { storedDiscount } from '@/lib/utils/document-totals';

/**
 * The one mapping of a document's lines into the next document of the chain (offer → work order
 * → invoice, offer → invoice). A line keeps every priced field exactly, so the converted document
 * has exactly its source's totals; only how a line names its item differs between the modules.
 */
export interface CarriedLine {
  kind: 'product' | 'labor' | 'free';
  productId: string | null;
  laborId: string | null;
  text: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate: string;
  vatRate: VatRate;
  vatExemptionCode: VatExemptionCode | null;
  withholdingCode: WithholdingCode | null;
}

interface StoredPriced {
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate: string;
  vatRate: number;
  vatExemptionCode: string | null;
  withholdingCode: string | null;
}

const priced = (l: StoredPriced) => ({
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: l.unitPrice,
  discountRate: l.discountRate,
  vatRate: l.vatRate as VatRate,
  vatExemptionCode: l.vatRate === 0 ? (l.vatExemptionCode as VatExemptionCode | null) : null,
  withholdingCode: l.vatRate === 0 ? null : (l.withholdingCode as WithholdingCode | null),
});

/** An offer line: its name and description become one text. */
export const fromOfferLine = (
  l: StoredPriced & {
    kind: string;
    productId: string | null;
    laborId: string | null;
    name: string;
    description: string | null;
  },
): CarriedLine => ({
  kind: l.kind as CarriedLine['kind'],
  productId: l.kind === 'product' ? l.productId : null,
  laborId: l.kind === 'labor' ? l.laborId : null,
  text: l.description ? `${l.name} – ${l.description}` : l.name,
  ...priced(l),
});

/** A work-order line ('other' is a free line; `itemId` is the product or labor item). */
export const fromWorkOrderLine = (
  l: StoredPriced & { kind: string; itemId: string | null; description: string },
): CarriedLine => ({
  kind: l.kind === 'other' ? 'free' : (l.kind as 'product' | 'labor'),
  productId: l.kind === 'product' ? l.itemId : null,
  laborId: l.kind === 'labor' ? l.itemId : null,
  text: l.description,
  ...priced(l),
});

const pricedOf = ({ kind: _k, productId: _p, laborId: _l, text: _t, ...rest }: CarriedLine) => rest;

export const toWorkOrderLine = (c: CarriedLine) => ({
  kind: c.kind === 'free' ? ('other' as const) : c.kind,
  itemId: c.productId ?? c.laborId,
  description: c.text,
  ...pricedOf(c),
});

export const toInvoiceLine = (c: CarriedLine) => ({
  itemKind: c.kind === 'free' ? ('text' as const) : c.kind,
  productId: c.productId,
  laborId: c.laborId,
  description: c.text,
  ...pricedOf(c),
});

/** The document discount a stored document carries to the next one. */
export const carriedDiscount = storedDiscount;
