import 'server-only';

import { Hono } from 'hono';
import { AccountType } from '@/lib/auth/account-types';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../middleware';
import { categoryRoutes } from './categories';
import { customerRoutes } from './customers';
import { dashboardRoutes, meRoutes } from './dashboard';
import { bankAccountRoutes, cashRegisterRoutes, invoiceSeriesRoutes, paymentMethodRoutes } from './finance-definitions';
import { invoiceRoutes } from './invoices';
import { laborRoutes } from './labors';
import { offerTemplateRoutes } from './offer-templates';
import { offerRoutes } from './offers';
import { productRoutes } from './products';
import { roleRoutes } from './roles';
import { settingsRoutes } from './settings';
import { userRoutes } from './users';

/** /api/tenant/*: the tenant area's API; every route behind a Tenant session and its own permission. */
export const tenantRoutes = new Hono<AppEnv>();
tenantRoutes.use('*', requireAuth(AccountType.Tenant));
tenantRoutes.route('/Roles', roleRoutes);
tenantRoutes.route('/Users', userRoutes);
tenantRoutes.route('/Settings', settingsRoutes);
tenantRoutes.route('/Dashboard', dashboardRoutes);
tenantRoutes.route('/Me', meRoutes);
tenantRoutes.route('/Customers', customerRoutes);
tenantRoutes.route('/Categories', categoryRoutes);
tenantRoutes.route('/Products', productRoutes);
tenantRoutes.route('/Labors', laborRoutes);
tenantRoutes.route('/BankAccounts', bankAccountRoutes);
tenantRoutes.route('/CashRegisters', cashRegisterRoutes);
tenantRoutes.route('/PaymentMethods', paymentMethodRoutes);
tenantRoutes.route('/InvoiceSeries', invoiceSeriesRoutes);
tenantRoutes.route('/Invoices', invoiceRoutes);
tenantRoutes.route('/Offers', offerRoutes);
tenantRoutes.route('/OfferTemplates', offerTemplateRoutes);
