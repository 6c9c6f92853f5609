export const invoiceKinds = ['sales', 'return'] as const;
export const invoiceStatuses = ['draft', 'issued', 'cancelled'] as const;
export const paymentStatuses = ['unpaid', 'partial', 'paid', 'overdue'] as const;
export const lineItemKinds = ['product', 'labor', 'text'] as const;
/** The e-Fatura profiles a tenant chooses from for its registered customers (e-Arşiv goes to the rest). */
export const eInvoiceScenarios = ['TEMELFATURA', 'TICARIFATURA'] as const;
/** GİB scenarios of an issued invoice's e-document: e-Fatura (basic, commercial) or e-Arşiv. */
export const eDocumentProfiles = ['TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA'] as const;
/** GİB invoice type codes Cari issues. */
export const eDocumentTypes = ['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA'] as const;
/** Where an e-document is: made at issue, handed over (exported), then the integrator's answers. */
export const eDocumentStates = ['prepared', 'exported', 'sent', 'accepted', 'rejected'] as const;
/** The longest range and the most invoices one e-document export (ZIP) takes. */
export const E_DOCUMENT_EXPORT_MAX_DAYS = 366;
export const E_DOCUMENT_EXPORT_MAX_INVOICES = 200;
