import './zod-config';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { pagingQuerySchema } from './common';

/** An action or record-kind code as the audit writes them ('settings.general.update', 'work_order'). */
const auditCode = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(100, 'tooLong')
  .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'invalidValue');

/**
 * The tenant's audit list (/api/tenant/Audit): newest first, filtered by who, what, which kind of
 * record and a range of Istanbul calendar days (both ends inclusive).
 */
export const listAuditQuerySchema = pagingQuerySchema
  .omit({ searchText: true })
  .extend({
    userId: z.uuid('invalidId').optional(),
    action: auditCode.optional(),
    entity: auditCode.optional(),
    dateFrom: calendarDateSchema.optional(),
    dateTo: calendarDateSchema.optional(),
    /** Sign-ins and sign-outs ('login', 'login.failed', 'logout') are left out unless 'true' (or asked for by action). */
    sessions: z.enum(['true', 'false'], { error: 'invalidChoice' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.dateFrom && v.dateTo && v.dateTo < v.dateFrom) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateRangeInvalid' });
    }
  });
export type ListAuditQuery = z.input<typeof listAuditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  userId: z.string().nullable(),
  /** The actor's name and surname (null: the system, or an account since removed). */
  userName: z.string().nullable(),
  /** What the writer stored: an update's { field: { from, to } }, or the record's details. */
  data: z.unknown(),
  /** The names of the records the changes point to by id ('<addressId>' -> 'Merkez Ofis'). */
  names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The user filter's choices: the tenant's staff. */
export const auditOptionsSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditOptions = z.infer<typeof auditOptionsSchema>;
