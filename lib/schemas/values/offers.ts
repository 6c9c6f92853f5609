/** Stored statuses; 'expired' is computed on read (a sent offer past its valid-until day). */
export const offerStatuses = ['draft', 'sent', 'accepted', 'rejected', 'revised'] as const;
export const offerDisplayStatuses = [...offerStatuses, 'expired'] as const;
