import './zod-config';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import {
  optionalText,
  optionalUuid,
  pageOf,
  pagingQuerySchema,
  singleLineText,
  sortOrderSchema,
  uuidSchema,
  versionSchema,
} from './common';
import { priorities, taskStatuses } from './values/tasks';

export type Priority = (typeof priorities)[number];

export type TaskStatus = (typeof taskStatuses)[number];

/** The records a task can be about; that record's page lists its tasks. */
export const taskLinkKinds = ['customer', 'offer', 'work_order'] as const;
export type TaskLinkKind = (typeof taskLinkKinds)[number];

/** A calendar day 'YYYY-MM-DD' (blank becomes null). */
export const optionalDateSchema = z
  .string({ error: 'invalidDate' })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  // The shared calendar day: a regex and Date.parse alone let 2024-02-30 through to the database.
  .pipe(calendarDateSchema.nullable());

const taskFields = z.strictObject({
  title: singleLineText(200),
  description: optionalText(4000),
  assigneeId: optionalUuid,
  dueDate: optionalDateSchema,
  priority: z.enum(priorities, { error: 'invalidChoice' }).default('normal'),
  status: z.enum(taskStatuses, { error: 'invalidChoice' }).default('todo'),
  linkKind: z
    .enum(taskLinkKinds, { error: 'invalidChoice' })
    .nullish()
    .transform((v) => v ?? null),
  linkId: optionalUuid,
});
/** A link names both its kind and its record, or neither. */
const linkComplete = (t: { linkKind: unknown; linkId: unknown }) => (t.linkKind === null) === (t.linkId === null);
const linkIssue = { path: ['linkId'], message: 'referenceNotFound' };

export const createTaskInputSchema = taskFields.refine(linkComplete, linkIssue);
export type CreateTaskInput = z.input<typeof createTaskInputSchema>;
export type CreateTaskData = z.output<typeof createTaskInputSchema>;

export const updateTaskInputSchema = taskFields.extend({ version: versionSchema }).refine(linkComplete, linkIssue);
export type UpdateTaskInput = z.input<typeof updateTaskInputSchema>;

/** A kanban move: only the status changes. */
export const moveTaskInputSchema = z.strictObject({ status: z.enum(taskStatuses, { error: 'invalidChoice' }) });

export const listTasksQuerySchema = pagingQuerySchema.extend({
  /** 'mine': assigned to me (the default view, 'Görevlerim'); 'all': every task the user may see. */
  view: z.enum(['mine', 'all'], { error: 'invalidChoice' }).default('mine'),
  status: z.enum(taskStatuses, { error: 'invalidChoice' }).optional(),
  priority: z.enum(priorities, { error: 'invalidChoice' }).optional(),
  assigneeId: uuidSchema.optional(),
  linkKind: z.enum(taskLinkKinds, { error: 'invalidChoice' }).optional(),
  linkId: uuidSchema.optional(),
  overdue: z.enum(['true'], { error: 'invalidChoice' }).optional(),
  dueFrom: calendarDateSchema.optional(),
  dueTo: calendarDateSchema.optional(),
  sortField: z.enum(['dueDate', 'createdAt', 'title', 'priority'], { error: 'invalidChoice' }).default('dueDate'),
  sortOrder: sortOrderSchema,
});
export type ListTasksQuery = z.output<typeof listTasksQuerySchema>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.enum(priorities),
  status: z.enum(taskStatuses),
  linkKind: z.enum(taskLinkKinds).nullable(),
  linkId: z.string().nullable(),
  /** The linked record's name or number. */
  linkLabel: z.string().nullable(),
  /** Due before today (Istanbul) and not done. */
  overdue: z.boolean(),
  createdAt: z.string(),
  version: z.number(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskPageSchema = pageOf(taskSchema);

/** A tenant user a task or work order can be assigned to. */
export const assigneeSchema = z.object({ id: z.string(), name: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

export const taskSchemas = {
  item: taskSchema,
  listQuery: listTasksQuerySchema,
  create: createTaskInputSchema,
  update: updateTaskInputSchema,
};
