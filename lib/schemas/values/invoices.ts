export const invoiceKinds = ['sales', 'return'] as const;
export const invoiceStatuses = ['draft', 'issued', 'cancelled'] as const;
export const paymentStatuses = ['unpaid', 'partial', 'paid', 'overdue'] as const;
export const lineItemKinds = ['product', 'labor', 'text'] as const;
/** The e-Fatura profiles a tenant chooses from for its registered customers (e-Arşiv goes to the rest). */
export const eInvoiceScenarios = ['TEMELFATURA', 'TICARIFATURA'] as const;
