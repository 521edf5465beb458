// One error handler: every non-2xx answer is {statusCode, error, message}. Invalid input gets
// the first validation message (the specification's texts come from the zod schemas).
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.ts';

function body(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(body(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Invalid input';
      request.log.info({ field, message }, 'invalid input');
      return reply.status(400).send(body(400, message));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return reply.status(500).send(body(500, 'Internal Server Error'));
    }
    return reply.status(statusCode).send(body(statusCode, error.message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body(404, `Route ${request.method} ${request.url} not found`)),
  );
}
