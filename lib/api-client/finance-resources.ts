import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/finance-definitions');

const byName = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc' } as const;

export const bankAccountResource = defineResource(
  'bank-accounts',
  () => schemas().then((m) => m.bankAccountSchemas),
  byName,
);
export const cashRegisterResource = defineResource(
  'cash-registers',
  () => schemas().then((m) => m.cashRegisterSchemas),
  byName,
);
export const paymentMethodResource = defineResource(
  'payment-methods',
  () => schemas().then((m) => m.paymentMethodSchemas),
  byName,
);
export const invoiceSeriesResource = defineResource(
  'invoice-serial-numbers',
  () => schemas().then((m) => m.invoiceSeriesSchemas),
  {
    pageIndex: 0,
    pageSize: 20,
    sortField: 'year',
    sortOrder: 'desc',
  },
);

/** The first 100 active records of a definition, for the selects of other forms. */
export const optionsQuery = {
  pageIndex: 0,
  pageSize: 100,
  sortField: 'name',
  sortOrder: 'asc',
  active: 'true',
} as const;
