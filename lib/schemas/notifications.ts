import './zod-config';
import { z } from 'zod';
import { optionalPhone, singleLineText } from './common';

/** What a notification is about; its text is `Notifications.kinds.<kind>Title` / `…Body`. */
export const notificationKinds = [
  // to a customer's portal accounts
  'offer_sent',
  'invoice_issued',
  'work_order_status',
  'payment_received',
  // to tenant users
  'offer_accepted',
  'offer_rejected',
  'work_order_assigned',
  'task_assigned',
  'invoice_overdue',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The specification's page: 10 items, 'Daha Fazla Yükle' for the next 10. */
export const NOTIFICATION_PAGE_SIZE = 10;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Newest first, by keyset: `cursor` is the last item's `nextCursor`, so deletes never shift a page. */
export const listNotificationsQuerySchema = z.object({
  pageSize: z.coerce
    .number({ error: 'invalidNumber' })
    .int('invalidNumber')
    .min(1, 'tooSmall')
    .max(50, 'tooBig')
    .default(NOTIFICATION_PAGE_SIZE),
  cursor: z
    .string()
    .max(200, 'tooLong')
    .regex(/^[\w-]+$/, 'invalidValue')
    .optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });

/** A portal account's own settings: profile, phone and which notifications are also emailed. */
export const portalSettingsSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.enum(['tr', 'en']),
  emailPreferences: z.object({ offerSent: z.boolean(), invoiceIssued: z.boolean() }),
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

export const updatePortalSettingsInputSchema = z.strictObject({
  name: singleLineText(100),
  surname: singleLineText(100),
  phone: optionalPhone,
  language: z.enum(['tr', 'en'], { error: 'invalidChoice' }),
  emailPreferences: z.strictObject({ offerSent: z.boolean(), invoiceIssued: z.boolean() }),
});
export type UpdatePortalSettingsInput = z.infer<typeof updatePortalSettingsInputSchema>;
