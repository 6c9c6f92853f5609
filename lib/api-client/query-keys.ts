/** Query keys shared by the server prefetch (HydrationBoundary) and the client hooks. */
export const accountKeys = {
  current: () => ['accounts', 'current'] as const,
};

export const menuKeys = {
  list: (lang: string) => ['menus', lang] as const,
};
