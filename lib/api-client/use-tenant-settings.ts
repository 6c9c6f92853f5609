'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandingKeys } from './query-keys';
import { HYDRATED_STALE_MS, tenantAccessKeys } from './tenant-access-keys';
import {
  deleteLogo,
  fetchGeneralSettings,
  fetchLogo,
  updateGeneralSettings,
  uploadLogo,
} from './tenant-access-requests';
import { useTenantId } from './use-permissions';

export function useGeneralSettings() {
  const tenantId = useTenantId();
  return useQuery({
    queryKey: tenantAccessKeys.generalSettings(tenantId),
    queryFn: fetchGeneralSettings,
    enabled: Boolean(tenantId),
    staleTime: HYDRATED_STALE_MS,
  });
}

export function useGeneralSettingsMutations() {
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const key = tenantAccessKeys.generalSettings(tenantId);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    // the sidebar's logo
    void queryClient.invalidateQueries({ queryKey: brandingKeys.current() });
  };
  return {
    save: useMutation({
      mutationFn: updateGeneralSettings,
      onSuccess: (data) => {
        queryClient.setQueryData(key, data);
        void queryClient.invalidateQueries({ queryKey: brandingKeys.current() });
      },
    }),
    upload: useMutation({ mutationFn: uploadLogo, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteLogo, onSuccess: refresh }),
  };
}

/** Reads a blob as a data: URL (no object URL to revoke later). */
function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The logo as a data URL for an <img>: the API needs the bearer header, which an <img src>
 * cannot send. Keyed by the logo's updatedAt so each upload is fetched once.
 */
export function useLogoUrl(updatedAt: string | null | undefined): string | null {
  const tenantId = useTenantId();
  const query = useQuery({
    queryKey: tenantAccessKeys.logo(tenantId, updatedAt ?? ''),
    queryFn: async () => toDataUrl(await fetchLogo()),
    enabled: Boolean(tenantId && updatedAt),
    staleTime: Infinity,
  });
  return updatedAt ? (query.data ?? null) : null;
}
