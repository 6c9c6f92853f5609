import 'server-only';

import { laborSchemas } from '@/lib/schemas/catalog';
import { laborService } from '../../../services/catalog/labors';
import { crudRoutes } from '../../crud-routes';

/** /api/tenant/Labors */
export const laborRoutes = crudRoutes('labor', laborSchemas, laborService);
