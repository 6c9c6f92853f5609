/** Priorities of tasks and work orders, lowest first. */
export const priorities = ['low', 'normal', 'high', 'urgent'] as const;
export const taskStatuses = ['todo', 'in_progress', 'done'] as const;
