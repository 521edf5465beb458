// The execution time limit: the caller gets the timeout's answer when the work is not done in
// time (the work itself is not awaited any longer), instead of a request that hangs. An operation
// of bulk files only has a longer limit of its own (limits.ts bulkExecutionTimeoutMs).
import { getOperationAST, Kind, parse } from 'graphql/index.js';
import type { DocumentNode } from 'graphql';
import { LIMIT_CODES, limitError } from './limitError.ts';
import type { GatewayLimits } from './limits.ts';

/** Mutation fields that apply a whole bulk file in one REST call. */
export const BULK_FILE_FIELDS: ReadonlySet<string> = new Set([
  'importVehicles',
  'updateVehicleStatuses',
]);

type TimeLimits = Pick<GatewayLimits, 'executionTimeoutMs' | 'bulkExecutionTimeoutMs'>;

/** The operation's time limit: the bulk one when every root field is a bulk file's mutation. */
export function executionTimeLimit(
  document: DocumentNode,
  operationName: string | null | undefined,
  limits: TimeLimits,
): number {
  const operation = getOperationAST(document, operationName);
  const selections = operation?.selectionSet.selections ?? [];
  const bulk =
    operation?.operation === 'mutation' &&
    selections.length > 0 &&
    selections.every(
      (selection) => selection.kind === Kind.FIELD && BULK_FILE_FIELDS.has(selection.name.value),
    );
  return bulk ? limits.bulkExecutionTimeoutMs : limits.executionTimeoutMs;
}

/**
 * The time limit of an HTTP request's body before Apollo reads it. Only a text that names a bulk
 * field is parsed (its tokens are already bounded); anything unreadable gets the usual limit, and
 * Apollo answers its faults.
 */
export function executionTimeLimitOfBody(body: unknown, limits: TimeLimits): number {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || ![...BULK_FILE_FIELDS].some((name) => query.includes(name))) {
    return limits.executionTimeoutMs;
  }
  try {
    const name = typeof operationName === 'string' ? operationName : null;
    return executionTimeLimit(parse(query), name, limits);
  } catch {
    return limits.executionTimeoutMs;
  }
}

export function executionTimeoutError(timeoutMs: number) {
  return limitError(
    LIMIT_CODES.timeout,
    `The operation did not finish within ${timeoutMs / 1000} s (the limit).`,
  );
}

/** The work's outcome, or `onTimeout()` when `timeoutMs` passes first. */
export async function withTimeout<T>(
  work: Promise<T>,
  timeoutMs: number,
  onTimeout: () => T,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
