'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useCurrentUser, useLogout } from '@/lib/api-client/hooks';
import { areaForAccountType, areaHome, type Area } from './areas';
import { ForbiddenScreen, GateLoading, InvalidAccountTypeScreen } from './gate-screens';
import { ShellLayout } from './shell-layout';

/**
 * The client gate of the specification around an area's pages: spinner while the user is
 * unknown, 403 without a user, the invalid-type page for an unknown type, the user's own home
 * for another area; otherwise the user's shell. `area` undefined = any type (e.g. /profile);
 * `phone`: the server's guess of a phone (lib/utils/phone-request.ts), for the shell's first layout.
 */
export function AppShell({ area, phone, children }: { area?: Area; phone?: boolean; children: ReactNode }) {
  const router = useRouter();
  const logout = useLogout();
  const { data: user, isPending, isError } = useCurrentUser();
  const userArea = user ? areaForAccountType(user.accountTypeId) : null;
  const wrongArea = Boolean(area && userArea && area !== userArea);

  useEffect(() => {
    if (wrongArea && userArea) router.replace(areaHome[userArea]);
  }, [wrongArea, userArea, router]);

  if (isPending) return <GateLoading />;
  if (isError || !user) return <ForbiddenScreen />;
  if (!userArea) return <InvalidAccountTypeScreen onLogout={() => void logout()} />;
  if (wrongArea) return <GateLoading />;
  return (
    <ShellLayout area={userArea} phone={phone} user={user} onLogout={() => void logout()}>
      {children}
    </ShellLayout>
  );
}
