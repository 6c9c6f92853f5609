'use client';

import { useSessionUser } from '@/lib/api-client/hooks';

/** The portal account's id, inside every portal query key ('' before the session is known). */
export const usePortalUserId = () => useSessionUser()?.id ?? '';
