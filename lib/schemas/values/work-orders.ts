export const workOrderStatuses = ['planned', 'in_progress', 'waiting_parts', 'done', 'cancelled'] as const;
