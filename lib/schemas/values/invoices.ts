export const invoiceKinds = ['sales', 'return'] as const;
export const invoiceStatuses = ['draft', 'issued', 'cancelled'] as const;
export const paymentStatuses = ['unpaid', 'partial', 'paid', 'overdue'] as const;
export const lineItemKinds = ['product', 'labor', 'text'] as const;
