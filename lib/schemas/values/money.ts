/** Currencies and KDV rates offered for prices (the tenant's general settings use the same lists). */
export const currencies = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export const vatRates = [0, 1, 10, 20] as const;
