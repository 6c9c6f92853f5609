import 'server-only';

import type { Lang } from '../i18n';

/** Who acts in a tenant: always the session's tenant and user, never ids taken from the request. */
export interface Actor {
  tenantId: string;
  userId: string;
  ip?: string | null;
  lang: Lang;
}

/** A Backoffice (platform) user acting outside any tenant. */
export interface PlatformActor {
  actorId: string;
  ip: string;
}
