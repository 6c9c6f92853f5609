/** Where an <img> loads the signed-in account's own tenant logo (tenant and portal users alike). */
export const BRANDING_LOGO_PATH = '/api/branding/logo';
export const brandingLogoUrl = (version: string) => `${BRANDING_LOGO_PATH}?v=${encodeURIComponent(version)}`;
