import './zod-config';
import { z } from 'zod';

/**
 * The tenant's face in the shell: its company name and contact details (general settings) and
 * whether it has a logo. `logoVersion` (the upload time) goes into the logo's URL, so a new upload
 * is a new URL and the old one may be cached for good.
 */
export const brandingSchema = z.object({
  companyName: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logoVersion: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;
