import 'server-only';

import { Hono } from 'hono';
import { buildOpenApiDocument } from '../openapi-registry';

export const openApiRoutes = new Hono();

// GET /api/openapi.json – generated from the zod schemas the routes validate with
openApiRoutes.get('/', (c) => c.json(buildOpenApiDocument()));
