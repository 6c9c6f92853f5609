import 'server-only';

import { offerTemplateSchemas } from '@/lib/schemas/offers';
import { offerTemplateService } from '../../../services/offers/templates';
import { crudRoutes } from '../../crud-routes';

/** Offer templates: texts, validity and default lines a new offer may start from. */
export const offerTemplateRoutes = crudRoutes('tenant-offers-templates', offerTemplateSchemas, offerTemplateService);
