import 'server-only';

import { eq, sql, type SQL } from 'drizzle-orm';
import type { OfferStatus } from '@/lib/schemas/offers';
import { offers } from '../../db/schema';
import { istanbulTodaySql } from '../../db/sql-dates';

/**
 * The one definition of an offer's shown status. 'expired' is never stored: a sent offer whose
 * valid-until day is before today in Istanbul is shown, filtered, counted and refused as expired
 * (the offers list and detail, the portal, the dashboard, the reports and the answer to an offer).
 */
export const offerExpiredSql = sql<boolean>`(${offers.status} = 'sent' and ${offers.validUntil} < ${istanbulTodaySql})`;

/** Sent and still valid: awaiting the customer's answer (shown as 'sent'). */
export const offerOpenSql = sql<boolean>`(${offers.status} = 'sent' and ${offers.validUntil} >= ${istanbulTodaySql})`;

/** The status shown: the stored one, or 'expired'. */
export const offerDisplayStatusSql = sql<OfferStatus>`(case when ${offerExpiredSql} then 'expired' else ${offers.status} end)`;

/** The offers shown with `status` (a list filter written so offers_tenant_status_idx serves it). */
export const offerShownAs = (status: OfferStatus): SQL =>
  status === 'expired' ? offerExpiredSql : status === 'sent' ? offerOpenSql : eq(offers.status, status);
