import 'server-only';

import { Hono } from 'hono';
import { AccountType } from '@/lib/auth/account-types';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../middleware';

/** /api/tenant/*: the tenant area's API; every route behind a Tenant session and its own permission. */
export const tenantRoutes = new Hono<AppEnv>();
tenantRoutes.use('*', requireAuth(AccountType.Tenant));
