import './zod-config';
import { z } from 'zod';
import {
  optionalText,
  optionalUuid,
  pageOf,
  pagingQuerySchema,
  pricedLineShape,
  requiredText,
  requiredUuid,
  singleLineText,
  sortOrderSchema,
  uuidSchema,
  versionSchema,
} from './common';
import {
  documentDiscountSchema,
  documentWithinLimits,
  keepExemptionAtZero,
  LINE_TEXT_MAX,
  pricedLineInputShape,
  withholdingNeedsVat,
  storedDiscountSchema,
} from './document-lines';
import { priorities } from './values/tasks';
import { workOrderStatuses } from './values/work-orders';

export type { WorkOrderStatus } from './values/work-orders';

export const workOrderLineKinds = ['product', 'labor', 'other'] as const;

/** An instant, ISO 8601 with its offset (the form sends dayjs().toISOString()). */
const optionalInstant = z
  .union([z.iso.datetime({ offset: true, error: 'invalidDate' }), z.literal(''), z.null()], { error: 'invalidDate' })
  .optional()
  .transform((v) => (v ? v : null));

export const workOrderLineInputSchema = z
  .strictObject({
    kind: z.enum(workOrderLineKinds, { error: 'invalidChoice' }),
    itemId: optionalUuid,
    description: requiredText(LINE_TEXT_MAX),
    ...pricedLineInputShape,
  })
  .superRefine(withholdingNeedsVat)
  .transform(keepExemptionAtZero);
export type WorkOrderLineInput = z.input<typeof workOrderLineInputSchema>;

export const checklistItemInputSchema = z.strictObject({
  id: z.string().trim().max(40).optional(),
  text: singleLineText(300),
  done: z.boolean({ error: 'invalidValue' }).default(false),
});

const workOrderFields = z.strictObject({
  customerId: requiredUuid,
  contactId: optionalUuid,
  addressId: optionalUuid,
  title: singleLineText(200),
  description: optionalText(4000),
  priority: z.enum(priorities, { error: 'invalidChoice' }).default('normal'),
  plannedStart: optionalInstant,
  plannedEnd: optionalInstant,
  assigneeIds: z.array(uuidSchema, { error: 'invalidValue' }).max(20, 'tooBig').default([]),
  discount: documentDiscountSchema,
  lines: z.array(workOrderLineInputSchema, { error: 'invalidValue' }).max(200, 'tooBig').default([]),
  checklist: z.array(checklistItemInputSchema, { error: 'invalidValue' }).max(100, 'tooBig').default([]),
});
const plannedInOrder = (w: { plannedStart: string | null; plannedEnd: string | null }) =>
  !w.plannedStart || !w.plannedEnd || Date.parse(w.plannedEnd) >= Date.parse(w.plannedStart);
const plannedIssue = { path: ['plannedEnd'], message: 'endBeforeStart' };

export const createWorkOrderInputSchema = workOrderFields
  .refine(plannedInOrder, plannedIssue)
  .superRefine(documentWithinLimits);
export type CreateWorkOrderInput = z.input<typeof createWorkOrderInputSchema>;
export type CreateWorkOrderData = z.output<typeof createWorkOrderInputSchema>;
export const updateWorkOrderInputSchema = workOrderFields
  .extend({ version: versionSchema })
  .refine(plannedInOrder, plannedIssue)
  .superRefine(documentWithinLimits);
export type UpdateWorkOrderInput = z.input<typeof updateWorkOrderInputSchema>;

/** A status change; 'done' needs the completion note. */
export const changeWorkOrderStatusInputSchema = z
  .strictObject({
    status: z.enum(workOrderStatuses, { error: 'invalidChoice' }),
    comment: optionalText(1000),
    completionNote: optionalText(4000),
  })
  .refine((s) => s.status !== 'done' || Boolean(s.completionNote), {
    path: ['completionNote'],
    message: 'completionNoteRequired',
  });
export type ChangeWorkOrderStatusInput = z.input<typeof changeWorkOrderStatusInputSchema>;

export const checklistTickInputSchema = z.strictObject({ done: z.boolean({ error: 'invalidValue' }) });
export const workOrderNoteInputSchema = z.strictObject({ body: requiredText(4000) });

export const listWorkOrdersQuerySchema = pagingQuerySchema.extend({
  status: z.enum(workOrderStatuses, { error: 'invalidChoice' }).optional(),
  priority: z.enum(priorities, { error: 'invalidChoice' }).optional(),
  assigneeId: uuidSchema.optional(),
  customerId: uuidSchema.optional(),
  /** Planned start within [from, to) (ISO instants), for the list filter and the week calendar. */
  from: z.iso.datetime({ offset: true, error: 'invalidDate' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'invalidDate' }).optional(),
  readyToInvoice: z.enum(['true', 'false'], { error: 'invalidChoice' }).optional(),
  sortField: z
    .enum(['createdAt', 'number', 'plannedStart', 'priority'], { error: 'invalidChoice' })
    .default('createdAt'),
  sortOrder: sortOrderSchema.default('desc'),
});
export type ListWorkOrdersQuery = z.output<typeof listWorkOrdersQuerySchema>;

const person = z.object({ id: z.string(), name: z.string() });

export const workOrderListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  status: z.enum(workOrderStatuses),
  priority: z.enum(priorities),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  assignees: z.array(person),
  readyToInvoice: z.boolean(),
  grandTotal: z.string(),
  currency: z.string(),
  version: z.number(),
});
export type WorkOrderListItem = z.infer<typeof workOrderListItemSchema>;

export const workOrderLineSchema = z.object({
  id: z.string(),
  kind: z.enum(workOrderLineKinds),
  itemId: z.string().nullable(),
  description: z.string(),
  ...pricedLineShape,
});

export const workOrderSchema = workOrderListItemSchema.extend({
  contactId: z.string().nullable(),
  contactName: z.string().nullable(),
  addressId: z.string().nullable(),
  addressText: z.string().nullable(),
  offerId: z.string().nullable(),
  offerNumber: z.string().nullable(),
  description: z.string().nullable(),
  discount: storedDiscountSchema,
  lines: z.array(workOrderLineSchema),
  subtotal: z.string(),
  documentDiscount: z.string(),
  netTotal: z.string(),
  vatTotal: z.string(),
  vat: z.array(z.object({ rate: z.number(), base: z.string(), amount: z.string() })),
  withholdingTotal: z.string(),
  payableTotal: z.string(),
  checklist: z.array(z.object({ id: z.string(), text: z.string(), done: z.boolean() })),
  completionNote: z.string().nullable(),
  completedAt: z.string().nullable(),
  notes: z.array(
    z.object({ id: z.string(), body: z.string(), authorName: z.string().nullable(), createdAt: z.string() }),
  ),
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      comment: z.string().nullable(),
      at: z.string(),
      actorName: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;
export const workOrderPageSchema = pageOf(workOrderListItemSchema);

/** Work orders per status, for the dashboard. */
export const workOrderStatusCountsSchema = z.array(z.object({ status: z.enum(workOrderStatuses), count: z.number() }));

export const workOrderSchemas = {
  item: workOrderSchema,
  listItem: workOrderListItemSchema,
  listQuery: listWorkOrdersQuerySchema,
  create: createWorkOrderInputSchema,
  update: updateWorkOrderInputSchema,
};
