import { apiPath } from '@/lib/modules/module-links';
import type { ChangeWorkOrderStatusInput } from '@/lib/schemas/work-orders';
import { api } from './client';
import { lazyArray, lazySchema, parseData } from './envelope';
import { priorities } from '@/lib/schemas/values/tasks';
import { workOrderStatuses } from '@/lib/schemas/values/work-orders';
import { flagParam, idParam, instantParam, oneOf } from './list-params';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/work-orders');
const workOrderSchema = lazySchema(() => schemas().then((m) => m.workOrderSchema));
const workOrderStatusCountsSchema = lazySchema(() => schemas().then((m) => m.workOrderStatusCountsSchema));
const assigneesSchema = lazyArray(() => import('@/lib/schemas/tasks').then((m) => m.assigneeSchema));

/** Newest first. */
export const workOrderResource = defineResource(
  'work-orders',
  () => schemas().then((m) => m.workOrderSchemas),
  { pageIndex: 0, pageSize: 20, sortField: 'createdAt', sortOrder: 'desc' },
  {
    sort: ['createdAt', 'number', 'plannedStart', 'priority'],
    filters: {
      status: oneOf(workOrderStatuses),
      priority: oneOf(priorities),
      assigneeId: idParam,
      customerId: idParam,
      from: instantParam,
      to: instantParam,
      readyToInvoice: flagParam,
    },
  },
);

const path = apiPath('work-orders');
const fetchWorkOrderAssignees = () => parseData(api.get(`${path}/assignees`).json(), assigneesSchema);
export const workOrderAssigneesOptions = workOrderResource.query('assignees', fetchWorkOrderAssignees);
const fetchWorkOrderStatusCounts = () =>
  parseData(api.get(`${path}/status-counts`).json(), workOrderStatusCountsSchema);
export const workOrderStatusCountsOptions = workOrderResource.query('status-counts', fetchWorkOrderStatusCounts);

export const changeWorkOrderStatus = ({ id, ...input }: ChangeWorkOrderStatusInput & { id: string }) =>
  parseData(api.post(`${path}/${id}/status`, { json: input }).json(), workOrderSchema);
export const tickChecklistItem = ({ id, itemId, done }: { id: string; itemId: string; done: boolean }) =>
  parseData(api.patch(`${path}/${id}/checklist/${itemId}`, { json: { done } }).json(), workOrderSchema);
export const addWorkOrderNote = ({ id, body }: { id: string; body: string }) =>
  parseData(api.post(`${path}/${id}/notes`, { json: { body } }).json(), workOrderSchema);
/** 'İş emrine dönüştür'. */
export const convertOfferToWorkOrder = (offerId: string) =>
  parseData(api.post(`${path}/from-offer/${offerId}`).json(), workOrderSchema);
