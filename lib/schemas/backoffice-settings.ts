import './zod-config';
import { z } from 'zod';
import { singleLineText } from './common';
import { boundedInt, optionalEmail, versionSchema } from './common';

export const DEFAULT_PRODUCT_NAME = 'Cari';
export const DEFAULT_ACTIVATION_LINK_HOURS = 48;

export const platformSettingsSchema = z.object({
  productName: z.string(),
  supportEmail: z.string().nullable(),
  defaultLanguage: z.enum(['tr', 'en']),
  activationLinkHours: z.number(),
  version: z.number(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const updatePlatformSettingsInputSchema = z.strictObject({
  productName: singleLineText(60),
  supportEmail: optionalEmail,
  defaultLanguage: z.enum(['tr', 'en'], { error: 'invalidChoice' }),
  /** Lifetime of activation and reset links; at most 30 days. */
  activationLinkHours: boundedInt(1, 720),
  version: versionSchema,
});
export type UpdatePlatformSettingsInput = z.infer<typeof updatePlatformSettingsInputSchema>;

/** Without `to` the test email goes to the signed-in admin. */
export const sendTestEmailInputSchema = z.strictObject({ to: optionalEmail });
export type SendTestEmailInput = z.infer<typeof sendTestEmailInputSchema>;
export const sendTestEmailResultSchema = z.object({ to: z.string() });
