import 'server-only';

import type { z } from 'zod';
import { laborSchema, type createLaborInputSchema, type Labor, type ListLaborsQuery } from '@/lib/schemas/catalog';
import { labors } from '../../db/schema';
import { catalogItemService } from './catalog-item';

/** Labor (işçilik) billed per hour or day; offers copy the values they use, so a delete is final. */
export const laborService = catalogItemService<
  typeof labors,
  Labor,
  z.output<typeof createLaborInputSchema>,
  ListLaborsQuery
>({
  entity: 'labor',
  table: labors,
  dto: laborSchema,
  searchText: (input) => input.name,
  sort: { name: labors.sortName, createdAt: labors.createdAt },
});
