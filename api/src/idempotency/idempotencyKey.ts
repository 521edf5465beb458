// Reads the Idempotency-Key header of a request: null when absent, a 400 when malformed.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.ts';
import { IDEMPOTENCY_MESSAGES, KEY_PATTERN } from './rules.ts';

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  // Two headers are two keys: refused rather than guessing which one the client meant.
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw badRequest('INVALID_IDEMPOTENCY_KEY', IDEMPOTENCY_MESSAGES.invalidKey);
  }
  return header;
}
