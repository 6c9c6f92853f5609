export const paymentKinds = ['collection', 'payment'] as const;
/** active; reversed (a reversal row answers it); reversal (the row that reverses another). */
export const paymentRecordStatuses = ['active', 'reversed', 'reversal'] as const;
