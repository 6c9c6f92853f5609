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
    /** Work (a file to render, an upload to read) whose answer is made once the request's transaction is over (after-commit.ts). */
    afterCommit?: () => Promise<Response>;
  };
}

export type AppContext = Context<AppEnv>;
