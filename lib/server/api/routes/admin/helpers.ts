import 'server-only';

import type { AppContext } from '../../context';

/** Who acts in the Backoffice: the signed-in admin, for the audit log. */
export function adminActor(c: AppContext) {
  return { actorId: c.var.auth.user.id, ip: c.var.ip };
}
