import 'server-only';

import { laborSchemas } from '@/lib/schemas/catalog';
import { laborService } from '../../../services/catalog/labors';
import { crudRoutes } from '../../crud-routes';

/** Labor: the kit's five routes. */
export const laborRoutes = crudRoutes('labor', laborSchemas, laborService);
