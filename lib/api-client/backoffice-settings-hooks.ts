'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backofficeKeys, HYDRATED_STALE_MS } from './backoffice-keys';
import {
  fetchBackofficeDashboard,
  fetchPlatformSettings,
  sendTestEmail,
  updatePlatformSettings,
} from './backoffice-requests';

export function useBackofficeDashboard() {
  return useQuery({
    queryKey: backofficeKeys.dashboard(),
    queryFn: fetchBackofficeDashboard,
    staleTime: HYDRATED_STALE_MS,
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: backofficeKeys.settings(),
    queryFn: fetchPlatformSettings,
    staleTime: HYDRATED_STALE_MS,
  });
}

export function useSettingsMutations() {
  const queryClient = useQueryClient();
  return {
    save: useMutation({
      mutationFn: updatePlatformSettings,
      onSuccess: (settings) => {
        queryClient.setQueryData(backofficeKeys.settings(), settings);
        void queryClient.invalidateQueries({ queryKey: backofficeKeys.dashboard() });
      },
    }),
    sendTestEmail: useMutation({ mutationFn: sendTestEmail }),
  };
}
