// The OpenAPI document generated from the routes' zod schemas, at GET /api/openapi.json. Every
// route answers its refusals (4xx) and failures (5xx) with the one error body, ErrorBody.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@canam/domain/rest/errors';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Documented and checked on the way out: a route's own error statuses use the same schema.
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const own = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...route.schema,
      response: { '4xx': errorBodySchema, '5xx': errorBodySchema, ...own },
    };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CANAM marketplace REST api',
        description:
          'The REST calls of the specification. Send `Authorization: Bearer <accessToken>` and ' +
          '`marketPlaceId`. Lists answer {data, currentPage, total, perPage}. Every non-2xx ' +
          'answer is an ErrorBody {statusCode, error, code, message, field?}: act on `code`, ' +
          'a stable machine code; `message` is for people and may be reworded.',
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
