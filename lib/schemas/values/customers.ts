/** A customer is a company or a person (the list's kind filter, the form's switch). */
export const customerKinds = ['company', 'individual'] as const;
