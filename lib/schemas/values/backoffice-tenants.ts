export const tenantStatuses = ['active', 'suspended'] as const;
