/** Query keys shared by the server prefetch (HydrationBoundary) and the client hooks. */
export const accountKeys = {
  current: () => ['accounts', 'current'] as const,
};

/** The signed-in account's tenant (name, contact, logo version): the shell's sidebar and the portal. */
export const brandingKeys = {
  current: () => ['branding'] as const,
};

export const menuKeys = {
  list: (lang: string) => ['menus', lang] as const,
};

/** Data the server rendered into the page stays fresh this long (the QueryClient default), so hydration does not refetch. */
export const HYDRATED_STALE_MS = 30_000;
