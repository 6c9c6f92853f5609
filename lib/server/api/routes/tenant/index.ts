import 'server-only';

import { Hono } from 'hono';
import { AccountType } from '@/lib/auth/account-types';
import { tenantModules, type ResourceModuleKey } from '@/lib/modules/tenant-modules';
import type { AppEnv } from '../../context';
import { simpleModuleServers } from '../../../kit/simple-modules';
import { requireAuth } from '../../middleware';
import { auditRoutes } from './audit';
import { categoryRoutes } from './categories';
import { customerRoutes } from './customers';
import { dashboardRoutes, meRoutes } from './dashboard';
import { financeOverviewRoutes } from './finance-overview';
import { bankAccountRoutes, cashRegisterRoutes, invoiceSeriesRoutes, paymentMethodRoutes } from './finance-definitions';
import { invoiceRoutes } from './invoices';
import { bankAccountLedgerRoutes, cashRegisterLedgerRoutes, customerLedgerRoutes } from './ledger';
import { laborRoutes } from './labors';
import { offerTemplateRoutes } from './offer-templates';
import { offerRoutes } from './offers';
import { paymentRoutes } from './payments';
import { notificationRoutes } from '../notifications';
import { productRoutes } from './products';
import { reportRoutes } from './reports';
import { roleRoutes } from './roles';
import { searchRoutes } from './search';
import { settingsRoutes } from './settings';
import { taskRoutes } from './tasks';
import { userRoutes } from './users';
import { workOrderRoutes } from './work-orders';

/** /api/tenant/*: the tenant area's API; every route behind a Tenant session and its own permission. */
export const tenantRoutes = new Hono<AppEnv>();
tenantRoutes.use('*', requireAuth(AccountType.Tenant));

/** Mounts a module's routes at its descriptor's `api` ('tenant/Products' -> /api/tenant/Products). */
function mount(key: ResourceModuleKey, routes: Hono<AppEnv>) {
  mountAt(key, tenantModules[key].api, routes);
}

function mountAt(key: string, path: string, routes: Hono<AppEnv>) {
  if (!path.startsWith('tenant/')) throw new Error(`Module ${key}: api ${path} is not under tenant/`);
  tenantRoutes.route(path.slice('tenant'.length), routes);
}

mount('tenant-role-management', roleRoutes);
mount('UserManagement', userRoutes);
mount('tenant-settings-general', settingsRoutes);
mount('Dashboard', dashboardRoutes);
mount('CustomerManagement', customerLedgerRoutes);
mount('CustomerManagement', customerRoutes);
mount('category', categoryRoutes);
mount('product', productRoutes);
mount('labor', laborRoutes);
mount('bank-accounts', bankAccountLedgerRoutes);
mount('bank-accounts', bankAccountRoutes);
mount('cash-registers', cashRegisterLedgerRoutes);
mount('cash-registers', cashRegisterRoutes);
mount('payment-methods', paymentMethodRoutes);
mount('invoice-serial-numbers', invoiceSeriesRoutes);
mount('invoices', invoiceRoutes);
mount('payments', paymentRoutes);
mount('offers', offerRoutes);
mount('tenant-offers-templates', offerTemplateRoutes);
mount('tenant-tasks', taskRoutes);
mount('work-orders', workOrderRoutes);
mount('reports', reportRoutes);
mount('finance', financeOverviewRoutes);
// The simple modules (lib/modules/simple-module.ts): their routes come from their descriptor and table.
for (const { simple, routes } of simpleModuleServers()) mountAt(simple.key, simple.spec.api, routes);
// Not modules of their own: the audit list (settings.audit), the header search, the caller and the inbox.
tenantRoutes.route('/Audit', auditRoutes);
tenantRoutes.route('/Search', searchRoutes);
tenantRoutes.route('/Me', meRoutes);
tenantRoutes.route('/Notifications', notificationRoutes());
