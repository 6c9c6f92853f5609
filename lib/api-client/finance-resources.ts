import {
  bankAccountSchemas,
  cashRegisterSchemas,
  invoiceSeriesSchemas,
  paymentMethodSchemas,
} from '@/lib/schemas/finance-definitions';
import { defineResource } from './resource';

const byName = { pageIndex: 0, pageSize: 20, sortField: 'name', sortOrder: 'asc' } as const;

export const bankAccountResource = defineResource('bank-accounts', bankAccountSchemas, byName);
export const cashRegisterResource = defineResource('cash-registers', cashRegisterSchemas, byName);
export const paymentMethodResource = defineResource('payment-methods', paymentMethodSchemas, byName);
export const invoiceSeriesResource = defineResource('invoice-serial-numbers', invoiceSeriesSchemas, {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'year',
  sortOrder: 'desc',
});

/** The first 100 active records of a definition, for the selects of other forms. */
export const optionsQuery = {
  pageIndex: 0,
  pageSize: 100,
  sortField: 'name',
  sortOrder: 'asc',
  active: 'true',
} as const;
