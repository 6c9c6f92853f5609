import 'server-only';

import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '@/lib/i18n/config';

/** The zone as an SQL literal (a constant, so a statement's text and its index use stay the same). */
const zone = sql.raw(`'${TIME_ZONE}'`);

/**
 * Today in Istanbul inside SQL, a date on the database's clock: due dates and an offer's validity
 * end there. The same day as `istanbulToday()` of lib/utils/dates.ts.
 */
export const istanbulTodaySql = sql<string>`(now() at time zone ${zone})::date`;

/** The instant an Istanbul calendar day (a 'YYYY-MM-DD' value or a date expression) begins. */
export const istanbulDayStartSql = (day: SQL | string): SQL => sql`((${day})::date::timestamp at time zone ${zone})`;
