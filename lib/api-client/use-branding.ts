'use client';

import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@/lib/modules/module-links';
import type { Branding } from '@/lib/schemas/branding';
import { brandingLogoUrl } from '@/lib/schemas/values/branding';
import { api } from './client';
import { lazySchema, parseData } from './envelope';
import { brandingKeys } from './query-keys';

const brandingSchema = lazySchema(() => import('@/lib/schemas/branding').then((m) => m.brandingSchema));
const fetchBranding = (area: 'tenant' | 'customer') =>
  parseData(
    api.get(area === 'tenant' ? apiPath('tenant-settings-general', 'branding') : 'customer/Company').json(),
    brandingSchema,
  );

/**
 * The tenant's name, contact details and logo version. The shell's server render puts it in the
 * cache, so a page load makes no request for it; uploading or removing the logo invalidates it.
 * Backoffice has no tenant: disabled there.
 */
export function useBranding(area: 'tenant' | 'customer' | 'backoffice'): Branding | undefined {
  return useQuery({
    queryKey: brandingKeys.current(),
    queryFn: () => fetchBranding(area === 'tenant' ? 'tenant' : 'customer'),
    enabled: area !== 'backoffice',
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  }).data;
}

/** The <img> URL of the tenant's logo, or null without one. */
export const logoUrlOf = (branding: Branding | undefined) =>
  branding?.logoVersion ? brandingLogoUrl(branding.logoVersion) : null;
