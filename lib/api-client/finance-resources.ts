import { flagParam } from './list-params';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/finance-definitions');

const byName = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc' } as const;
const filters = { active: flagParam };
const named = { sort: ['name', 'createdAt'], filters } as const;

export const bankAccountResource = defineResource(
  'bank-accounts',
  () => schemas().then((m) => m.bankAccountSchemas),
  byName,
  named,
);
export const cashRegisterResource = defineResource(
  'cash-registers',
  () => schemas().then((m) => m.cashRegisterSchemas),
  byName,
  named,
);
export const paymentMethodResource = defineResource(
  'payment-methods',
  () => schemas().then((m) => m.paymentMethodSchemas),
  byName,
  named,
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
  { sort: ['code', 'year', 'createdAt'], filters },
);

/** The first 100 active records of a definition, for the selects of other forms. */
export const optionsQuery = {
  pageIndex: 0,
  pageSize: 100,
  sortField: 'name',
  sortOrder: 'asc',
  active: 'true',
} as const;
