'use client';

import dynamic from 'next/dynamic';

/**
 * The customer's Offers tab, loaded when the tab is first opened: the offers schemas and table stay
 * out of the customer page's first JavaScript (e2e/perf/budgets.json).
 */
export const CustomerOffersTab = dynamic(() => import('./customer-offers').then((m) => m.CustomerOffers));
