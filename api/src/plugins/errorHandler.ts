// One error handler: every non-2xx answer is {statusCode, error, message}. Invalid input gets
// the first validation message (the specification's texts come from the zod schemas); the
// body parser's refusals keep their 4xx (malformed JSON 400, wrong content type 415, too large
// 413); a PostgreSQL data exception is bad input that a schema let through: 400, logged.
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.ts';

export const DATA_EXCEPTION_MESSAGE = 'A value is out of range or malformed';

function body(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** SQLSTATE class 22 (data exception: out of range, invalid text representation, …). */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
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
    if (isDataException(error)) {
      // A schema should have refused this value: logged so it gets fixed, but it is not a 500.
      request.log.warn({ err: error }, 'data exception from the database');
      return reply.status(400).send(body(400, DATA_EXCEPTION_MESSAGE));
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
