// The hooks that make a route idempotent (spread into its options): before the handler, the
// caller's key is claimed or its first answer replayed; when the answer is sent, a 2xx or 4xx is
// stored for replays and a 5xx gives the key back so a retry runs again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { claimOrReplay } from './claimOrReplay.ts';
import { requestFingerprint } from './fingerprint.ts';
import { idempotencyKeyOf } from './idempotencyKey.ts';
import { releaseClaim, storeAnswer } from './keyStore.ts';
import type { KeyScope } from './keyStore.ts';
import { REPLAYED_HEADER } from './rules.ts';

const heldClaims = new WeakMap<FastifyRequest, { scope: KeyScope; claim: string }>();

// preHandler: runs after authentication and validation, so the caller and the validated body
// are known; a request refused before this point (401, invalid input) binds no key.
async function claimOrReplayKey(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const key = idempotencyKeyOf(request);
  if (key === null || !request.viewer) return undefined;
  const scope: KeyScope = {
    userId: request.viewer.id,
    key,
    fingerprint: requestFingerprint({
      method: request.method,
      path: request.routeOptions.url ?? request.url,
      body: request.body,
      query: request.query,
    }),
  };
  const outcome = await claimOrReplay(request.server.db, scope);
  if (outcome.kind === 'claimed') {
    heldClaims.set(request, { scope, claim: outcome.claim });
    return undefined;
  }
  // Fastify's way to answer from an async hook: send, then return the reply.
  return reply
    .code(outcome.statusCode)
    .type('application/json; charset=utf-8')
    .header(REPLAYED_HEADER, 'true')
    .send(outcome.body);
}

// onSend: the answer is stored before the client receives it, so a retry after any answer finds it.
async function settleKey(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const held = heldClaims.get(request);
  if (!held) return payload;
  heldClaims.delete(request);
  const db = request.server.db;
  try {
    if (reply.statusCode < 500 && typeof payload === 'string') {
      await storeAnswer(db, held.scope, held.claim, {
        statusCode: reply.statusCode,
        body: payload,
      });
    } else {
      await releaseClaim(db, held.scope, held.claim);
    }
  } catch (error) {
    // The answer itself still goes out; the unanswered claim is taken over as abandoned later.
    request.log.error({ err: error }, 'idempotency key not settled');
  }
  return payload;
}

export const idempotentRoute = { preHandler: claimOrReplayKey, onSend: settleKey };
