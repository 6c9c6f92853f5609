/** The kinds of document a portal account sees. */
export const portalDocumentKinds = ['offer', 'invoice'] as const;
/**
 * The status a portal list shows: an offer's display status (sent, expired, accepted, rejected,
 * revised), an invoice's payment status (unpaid, partial, overdue, paid), 'issued' for a return and
 * 'cancelled' for a cancelled invoice.
 */
export const portalDocumentStatuses = [
  'sent',
  'expired',
  'accepted',
  'rejected',
  'revised',
  'unpaid',
  'partial',
  'overdue',
  'paid',
  'issued',
  'cancelled',
] as const;
