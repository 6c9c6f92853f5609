export const workOrderStatuses = ['planned', 'in_progress', 'waiting_parts', 'done', 'cancelled'] as const;

export type WorkOrderStatus = (typeof workOrderStatuses)[number];

/** Allowed next statuses; done and cancelled are final. */
export const workOrderTransitions: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  planned: ['in_progress', 'cancelled'],
  in_progress: ['waiting_parts', 'done', 'cancelled'],
  waiting_parts: ['in_progress', 'done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** Read-only statuses: nothing of the order changes any more. */
export const finalWorkOrderStatuses: readonly WorkOrderStatus[] = ['done', 'cancelled'];
