'use client';

import { useMutation } from '@tanstack/react-query';
import {
  accessQueries,
  inviteUser,
  resendInvitation,
  roleResource,
  setUserEnabled,
  updateUserRoles,
} from './access-resources';
import { useAfterWrite, useResourceMutations } from './use-resource';

/**
 * Invite, resend, change roles, enable/disable. Each but the resend refreshes the users, the roles
 * (their user counts) and the signed-in user's own access.
 */
export function useUserActions() {
  const onSuccess = useAfterWrite('UserManagement', accessQueries);
  return {
    invite: useMutation({ mutationFn: inviteUser, onSuccess }),
    resend: useMutation({ mutationFn: resendInvitation }),
    updateRoles: useMutation({ mutationFn: updateUserRoles, onSuccess }),
    setEnabled: useMutation({ mutationFn: setUserEnabled, onSuccess }),
  };
}

/** Create, update and delete a role; each refreshes the users (their role names) and the signed-in user's access. */
export const useRoleMutations = () => useResourceMutations(roleResource, { alsoRefresh: accessQueries });
