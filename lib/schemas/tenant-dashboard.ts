import './zod-config';
import { z } from 'zod';

/** A dashboard widget: a count the user may see, with an optional breakdown by status. */
export const dashboardWidgetSchema = z.object({
  key: z.string(),
  value: z.number(),
  breakdown: z.record(z.string(), z.number()).optional(),
  /** A money total beside the count (decimal string), e.g. the open offers' grand total. */
  amount: z.string().optional(),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

export const dashboardSchema = z.object({ widgets: z.array(dashboardWidgetSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** What the signed-in tenant user may do, and the names of their roles (shown under their name in the header). */
export const myPermissionsSchema = z.object({
  codes: z.array(z.string()),
  isOwner: z.boolean(),
  roles: z.array(z.string()),
});
export type MyPermissions = z.infer<typeof myPermissionsSchema>;
