import 'server-only';

import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { Lang } from '../i18n';
import type { SessionContext } from '../services/auth/sessions';

export interface AppEnv {
  Variables: {
    lang: Lang;
    ip: string;
    db: Db;
    /** Set by requireAuth. */
    auth: SessionContext;
    /** The session's tenant (Tenant and Customer accounts); set by requireAuth. */
    tenantId: string | null;
    /** Permission codes of the tenant user, loaded once per request by requirePermission. */
    permissions?: Set<string>;
    /** A file answer to render once the request's database work is over (file-response.ts). */
    deferredFile?: () => Promise<Response>;
  };
}

export type AppContext = Context<AppEnv>;
