import 'server-only';

import type { PermissionCode } from '@/lib/modules/tenant-modules';
import type { Lang } from '../i18n';

/** Who acts in a tenant: always the session's tenant and user, never ids taken from the request. */
export interface Actor {
  tenantId: string;
  userId: string;
  ip?: string | null;
  lang: Lang;
  /** The session's permissions, for rules that depend on them (e.g. a view-all permission). */
  can?: (code: PermissionCode) => boolean;
}

/** Who reads a module's rows: the session's tenant, user and permissions. */
export type Viewer = Pick<Actor, 'tenantId' | 'userId' | 'can'>;

/** A Backoffice (platform) user acting outside any tenant. */
export interface PlatformActor {
  actorId: string;
  ip: string;
}
