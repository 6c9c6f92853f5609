'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accessQueries,
  inviteUser,
  resendInvitation,
  roleResource,
  setUserEnabled,
  updateUserRoles,
  userResource,
} from './access-resources';
import { useResourceMutations } from './use-resource';
import { useTenantId } from './use-permissions';

/**
 * Invite, resend, change roles, enable/disable. Each but the resend refreshes the users, the roles
 * (their user counts) and the signed-in user's own access.
 */
export function useUserActions() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const onSuccess = () => {
    for (const r of [userResource, roleResource, ...accessQueries]) {
      void queryClient.invalidateQueries({ queryKey: r.keys.all(tenantId) });
    }
  };
  return {
    invite: useMutation({ mutationFn: inviteUser, onSuccess }),
    resend: useMutation({ mutationFn: resendInvitation }),
    updateRoles: useMutation({ mutationFn: updateUserRoles, onSuccess }),
    setEnabled: useMutation({ mutationFn: setUserEnabled, onSuccess }),
  };
}

/** Create, update and delete a role; each refreshes the users (their role names) and the signed-in user's access. */
export const useRoleMutations = () =>
  useResourceMutations(roleResource, { alsoRefresh: [userResource, ...accessQueries] });
