import 'server-only';

import { Hono } from 'hono';
import { AccountType } from '@/lib/auth/account-types';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../middleware';
import { dashboardAdminRoutes } from './dashboard';
import { moduleRoutes } from './modules';
import { settingsAdminRoutes } from './settings';
import { tenantAdminRoutes } from './tenants';

/** /api/admin/*: the Backoffice API; every route behind a Backoffice session. */
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use('*', requireAuth(AccountType.Backoffice));
adminRoutes.route('/Module', moduleRoutes);
adminRoutes.route('/Tenant', tenantAdminRoutes);
adminRoutes.route('/Settings', settingsAdminRoutes);
adminRoutes.route('/Dashboard', dashboardAdminRoutes);
