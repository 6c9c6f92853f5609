export const userStatuses = ['pending', 'active', 'disabled'] as const;
