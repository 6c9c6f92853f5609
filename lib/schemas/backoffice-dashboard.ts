import './zod-config';
import { z } from 'zod';

/** The Backoffice home: platform counts and the newest audit-log entries. */
export const dashboardSchema = z.object({
  tenants: z.object({ active: z.number(), suspended: z.number() }),
  users: z.object({ total: z.number(), pending: z.number() }),
  modules: z.number(),
  latestAudit: z.array(
    z.object({
      id: z.number(),
      createdAt: z.string(),
      action: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      tenantName: z.string().nullable(),
      userEmail: z.string().nullable(),
      /** The actor's name and surname (null: the system or a removed account). */
      userName: z.string().nullable(),
    }),
  ),
});
export type BackofficeDashboard = z.infer<typeof dashboardSchema>;

/** The Backoffice header's badge: the accounts awaiting activation. */
export const pendingCountSchema = z.object({ pendingCount: z.number().int().nonnegative() });
export type PendingCount = z.infer<typeof pendingCountSchema>;
