export const ageingBuckets = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'days90plus'] as const;
