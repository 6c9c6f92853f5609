import 'server-only';

import {
  bankAccountSchemas,
  cashRegisterSchemas,
  invoiceSeriesSchemas,
  paymentMethodSchemas,
} from '@/lib/schemas/finance-definitions';
import { bankAccountService } from '../../../services/finance/bank-accounts';
import { cashRegisterService } from '../../../services/finance/cash-registers';
import { invoiceSeriesService } from '../../../services/finance/invoice-series';
import { paymentMethodService } from '../../../services/finance/payment-methods';
import { crudRoutes } from '../../crud-routes';

// The four financial definitions, each behind finance-definitions.*; one in use answers 409 on delete.
export const bankAccountRoutes = crudRoutes('bank-accounts', bankAccountSchemas, bankAccountService);
export const cashRegisterRoutes = crudRoutes('cash-registers', cashRegisterSchemas, cashRegisterService);
export const paymentMethodRoutes = crudRoutes('payment-methods', paymentMethodSchemas, paymentMethodService);
export const invoiceSeriesRoutes = crudRoutes('invoice-serial-numbers', invoiceSeriesSchemas, invoiceSeriesService);
