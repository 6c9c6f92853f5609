import 'server-only';

import type { CurrentUser } from '@/lib/schemas/auth';
import type { MenuItem } from '@/lib/schemas/menus';
import { getDb } from '../database';
import { getUserMenu } from './menus';
import { resolveSession, toCurrentUser } from './auth/sessions';

/** For server components: the signed-in user behind a token, or null (never throws for a bad token). */
export async function getSessionUser(token: string | undefined): Promise<CurrentUser | null> {
  if (!token) return null;
  try {
    const session = await resolveSession(await getDb(), token);
    if (!session || session.tenantStatus === 'suspended') return null;
    return toCurrentUser(session.user);
  } catch (error) {
    console.error('getSessionUser failed', error);
    return null;
  }
}

/** For server components: the same menu GET /api/common/menus answers. */
export async function getMenuForUser(user: CurrentUser, lang: 'tr' | 'en'): Promise<MenuItem[]> {
  if (!user.tenantId || user.accountTypeId !== 2) return [];
  return getUserMenu(await getDb(), { tenantId: user.tenantId, userId: user.id, lang });
}
