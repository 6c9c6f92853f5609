'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CurrentUser } from '@/lib/schemas/auth';
import { accountKeys, menuKeys } from './query-keys';
import { fetchCurrentUser, fetchMenus, updateCurrentUser } from './requests';
import { logout } from './session';

const currentUserQuery = {
  queryKey: accountKeys.current(),
  queryFn: fetchCurrentUser,
  retry: 1,
  refetchOnWindowFocus: false,
  staleTime: Infinity,
} as const;

/**
 * The gate's view of the current user: fetched once; on failure it logs 'Error fetching user',
 * logs out without an alert and goes to /auth/login. Use it once per page (the shell gate).
 */
export function useCurrentUser() {
  const queryClient = useQueryClient();
  const query = useQuery(currentUserQuery);
  const handled = useRef(false);
  useEffect(() => {
    if (!query.isError || handled.current) return;
    handled.current = true;
    console.error('Error fetching user', query.error);
    void logout(queryClient);
  }, [query.isError, query.error, queryClient]);
  return query;
}

/** The signed-in user for components under the gate (same cached query, no side effects). */
export function useSessionUser(): CurrentUser | undefined {
  return useQuery(currentUserQuery).data;
}

export function useMenus(lang: string, enabled = true) {
  return useQuery({
    queryKey: menuKeys.list(lang),
    queryFn: fetchMenus,
    enabled,
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 5 * 60_000,
  });
}

export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.current(), user);
      void queryClient.invalidateQueries({ queryKey: ['menus'] });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return () => logout(queryClient);
}
