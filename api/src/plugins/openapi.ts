// The OpenAPI document generated from the routes' zod schemas, at GET /api/openapi.json.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CANAM marketplace REST api',
        description:
          'The REST calls of the specification. Send `Authorization: Bearer <accessToken>` and ' +
          '`marketPlaceId`. Lists answer {data, currentPage, total, perPage}.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
