import 'server-only';

import { Hono } from 'hono';
import { AccountType } from '@/lib/auth/account-types';
import type { AppEnv } from '../../context';
import { requireAuth } from '../../middleware';

/** /api/admin/*: the Backoffice API; every route behind a Backoffice session. */
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use('*', requireAuth(AccountType.Backoffice));
