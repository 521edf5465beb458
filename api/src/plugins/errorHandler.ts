// One error handler: every non-2xx answer is the one error body of domain/src/rest/errors.ts,
// {statusCode, error, code, message, field?}. Invalid input is INVALID_INPUT with the first
// validation message (the specification's texts come from the zod schemas) and its field, or the
// code a schema's issue names in its params; the body parser's refusals keep their 4xx
// (malformed JSON 400, wrong content type 415, too large 413); a PostgreSQL data exception is bad
// input that a schema let through: 400, logged. The router's own refusals (a malformed URL 400,
// a too long path parameter 414) answer the same body.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  errorCodeOfStatus,
  errorCodeSchema,
  type ErrorBody,
  type ErrorCode,
} from '@canam/domain/rest/errors';
import type { ZodError } from 'zod';
import { ApiError } from '../errors.ts';

export const DATA_EXCEPTION_MESSAGE = 'A value is out of range or malformed';

export function errorBody(
  statusCode: number,
  code: ErrorCode,
  message: string,
  field?: string,
): ErrorBody {
  const body = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message };
  return field ? { ...body, field } : body;
}

/** SQLSTATE class 22 (data exception: out of range, invalid text representation, …). */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** A schema may name its issue's code: `ctx.addIssue({ …, params: { code: 'INVALID_AMOUNT' } })`. */
function namedCode(named: unknown): ErrorCode {
  const parsed = errorCodeSchema.safeParse(named);
  return parsed.success ? parsed.data : 'INVALID_INPUT';
}

/** The code of a route schema's refusal (its issue's params as fastify-type-provider-zod keeps them). */
function issueCode(params: unknown): ErrorCode {
  return namedCode((params as { params?: { code?: unknown } } | undefined)?.params?.code);
}

/**
 * For input a handler checks with a schema itself (a route whose body depends on the caller):
 * the error whose answer is the one a route schema gives, first issue, field and code alike.
 */
export function inputRefused(error: ZodError): ApiError {
  const first = error.issues[0];
  const field = first?.path.map(String).join('.') || undefined;
  const named = (first as { params?: { code?: unknown } } | undefined)?.params?.code;
  return new ApiError(400, namedCode(named), first?.message ?? 'Invalid input', field);
}

/** Fastify's `frameworkErrors` option: the router's refusals, before any route or hook runs. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const statusCode = error.statusCode ?? 400;
  return reply
    .status(statusCode)
    .send(errorBody(statusCode, errorCodeOfStatus(statusCode), error.message));
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      const { statusCode, code, message, field } = error;
      return reply.status(statusCode).send(errorBody(statusCode, code, message, field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = first?.message ?? 'Invalid input';
      request.log.info({ field, message }, 'invalid input');
      return reply.status(400).send(errorBody(400, issueCode(first?.params), message, field));
    }
    if (isDataException(error)) {
      // A schema should have refused this value: logged so it gets fixed, but it is not a 500.
      request.log.warn({ err: error }, 'data exception from the database');
      return reply.status(400).send(errorBody(400, 'INVALID_INPUT', DATA_EXCEPTION_MESSAGE));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return reply.status(500).send(errorBody(500, 'INTERNAL', 'Internal Server Error'));
    }
    return reply
      .status(statusCode)
      .send(errorBody(statusCode, errorCodeOfStatus(statusCode), error.message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(404, 'NOT_FOUND', `Route ${request.method} ${request.url} not found`)),
  );
}
