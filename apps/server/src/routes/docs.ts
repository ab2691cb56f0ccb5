import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '../http/api-catalog.ts';
import { APP_VERSION } from '../version.ts';

/** OpenAPI at /api/docs (issue 4 §11), generated from the contracts through the endpoint catalogue. Public. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(APP_VERSION) as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}
