import type { VatExemptionCode } from '@/lib/schemas/document-lines';
import type { WithholdingCode } from '@/lib/schemas/values/withholding';
import type { CatalogChoice } from './catalog-picker';

/**
 * A line as every document form holds it. The modules' APIs name a line's item differently
 * (offers: kind/name/description; work orders: kind 'other'/itemId/description; invoices:
 * itemKind 'text'/description): the adapters below are the only place that difference lives.
 * Priced fields pass through untouched: values from the API are never re-read as typed text.
 */
export interface DocumentLineValues {
  kind: 'product' | 'labor' | 'free';
  productId?: string | null;
  laborId?: string | null;
  name: string;
  description?: string | null;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate?: string | null;
  vatRate: number;
  vatExemptionCode?: VatExemptionCode | string | null;
  withholdingCode?: WithholdingCode | string | null;
}

export const freeLine = (unitPrice = '', vatRate = 20): DocumentLineValues => ({
  kind: 'free',
  productId: null,
  laborId: null,
  name: '',
  quantity: '1',
  unit: 'adet',
  unitPrice,
  discountRate: '0',
  vatRate,
  vatExemptionCode: null,
  withholdingCode: null,
});

export const lineFromCatalog = (choice: CatalogChoice): DocumentLineValues => ({
  kind: choice.kind,
  productId: choice.kind === 'product' ? choice.id : null,
  laborId: choice.kind === 'labor' ? choice.id : null,
  name: choice.name,
  quantity: '1',
  unit: choice.unit,
  unitPrice: choice.price,
  discountRate: '0',
  vatRate: choice.vatRate,
  vatExemptionCode: null,
  withholdingCode: null,
});

interface Priced {
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate?: string | null;
  vatRate: number;
  vatExemptionCode?: string | null;
  withholdingCode?: string | null;
}

const priced = (l: Priced) => ({
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: l.unitPrice,
  discountRate: l.discountRate || '0',
  vatRate: l.vatRate as 0 | 1 | 10 | 20,
  vatExemptionCode: Number(l.vatRate) === 0 ? ((l.vatExemptionCode ?? null) as VatExemptionCode | null) : null,
  // A line at 0 % withholds nothing: a code left from an earlier rate is dropped, not refused.
  withholdingCode: Number(l.vatRate) === 0 ? null : ((l.withholdingCode ?? null) as WithholdingCode | null),
});

/** Offer and template lines: the form's shape with their own field names. */
export const offerLineValues = {
  toForm: (
    l: Priced & {
      kind: string;
      productId: string | null;
      laborId: string | null;
      name: string;
      description: string | null;
    },
  ): DocumentLineValues => ({
    kind: l.kind as DocumentLineValues['kind'],
    productId: l.productId,
    laborId: l.laborId,
    name: l.name,
    description: l.description,
    ...priced(l),
  }),
  toInput: (l: DocumentLineValues) => ({
    kind: l.kind,
    productId: l.productId ?? null,
    laborId: l.laborId ?? null,
    name: l.name,
    description: l.description ?? null,
    ...priced(l),
  }),
};

/** Work-order lines: 'other' is a free line, `itemId` the product or labor item, the text `description`. */
export const workOrderLineValues = {
  toForm: (l: Priced & { kind: string; itemId: string | null; description: string }): DocumentLineValues => ({
    kind: l.kind === 'other' ? 'free' : (l.kind as 'product' | 'labor'),
    productId: l.kind === 'product' ? l.itemId : null,
    laborId: l.kind === 'labor' ? l.itemId : null,
    name: l.description,
    ...priced(l),
  }),
  toInput: (l: DocumentLineValues) => ({
    kind: l.kind === 'free' ? ('other' as const) : l.kind,
    itemId: (l.kind === 'product' ? l.productId : l.kind === 'labor' ? l.laborId : null) ?? null,
    description: l.name,
    ...priced(l),
  }),
};

/** Invoice lines: 'text' is a free line, the text `description`. */
export const invoiceLineValues = {
  toForm: (
    l: Priced & { itemKind: string; productId: string | null; laborId: string | null; description: string },
  ): DocumentLineValues => ({
    kind: l.itemKind === 'text' ? 'free' : (l.itemKind as 'product' | 'labor'),
    productId: l.productId,
    laborId: l.laborId,
    name: l.description,
    ...priced(l),
  }),
  toInput: (l: DocumentLineValues) => ({
    itemKind: l.kind === 'free' ? ('text' as const) : l.kind,
    productId: l.kind === 'product' ? (l.productId ?? null) : null,
    laborId: l.kind === 'labor' ? (l.laborId ?? null) : null,
    description: l.name,
    ...priced(l),
  }),
};

/** The document discount as the form holds it: a kind ('none' when there is none) and a value. */
export interface DiscountValues {
  discountKind: 'none' | 'percent' | 'amount';
  discountValue?: string | null;
}

export const discountToForm = (
  d: { kind: 'percent' | 'amount'; value: string } | null | undefined,
): DiscountValues => ({
  discountKind: d?.kind ?? 'none',
  discountValue: d?.value ?? '',
});

export const discountFromForm = (v: Partial<DiscountValues>): { kind: 'percent' | 'amount'; value: string } | null =>
  !v.discountKind || v.discountKind === 'none' || !v.discountValue
    ? null
    : { kind: v.discountKind, value: v.discountValue };

type Adapter<Api, Input> = { toForm: (line: Api) => DocumentLineValues; toInput: (line: DocumentLineValues) => Input };

/** A document's lines and discount between its API shape and the form, through its line adapter. */
const documentValues = <Api, Input>(lines: Adapter<Api, Input>) => ({
  toForm: (doc: { lines: Api[]; discount: { kind: 'percent' | 'amount'; value: string } | null | undefined }) => ({
    ...discountToForm(doc.discount),
    lines: doc.lines.map(lines.toForm),
  }),
  toInput: (v: Partial<DiscountValues> & { lines?: DocumentLineValues[] }) => ({
    discount: discountFromForm(v),
    lines: (v.lines ?? []).map(lines.toInput),
  }),
});

export const offerDocument = documentValues(offerLineValues);
export const workOrderDocument = documentValues(workOrderLineValues);
export const invoiceDocument = documentValues(invoiceLineValues);
