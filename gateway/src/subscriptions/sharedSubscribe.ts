// graphql-ws `subscribe`: graphql's own, except that subscribers who would get the identical
// result for an event share ONE resolution and execution of it. Identical means the same
// operation text and name, the same variables except the subscription's `after` cursor (it
// decides which events are delivered, not what they resolve to), and the same credentials
// (credentialsKey: the token, or guest). Each subscriber still filters events for itself first
// (liveStream's `accept`: a dealer only its own chains), and applies the shared outcome to its
// own socket (skip, a result, a last result that ends the subscription, or a close code: 4401 for
// an expired token, 1013 for an api that cannot answer). Only the subscriber that runs a shared
// execution renews its loaders.
// graphql's CommonJS build, the one graphql-ws and @graphql-tools run on (under vitest a bare
// 'graphql' would load the .mjs build: another realm, whose execute refuses the schema).
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  print,
  visit,
} from 'graphql/index.js';
import type { DocumentNode, ExecutionArgs, ExecutionResult } from 'graphql';
import type { GatewayContext } from '../context.ts';
import { credentialsKey } from './credentialsKey.ts';
import {
  CLOSE_TRY_AGAIN_LATER,
  EndOfSubscription,
  isPendingEvent,
  refusalOutcome,
} from './liveStream.ts';
import type { PendingEvent } from './liveStream.ts';

/** What one event means for one subscriber. */
export type EventOutcome =
  | { kind: 'result'; result: ExecutionResult }
  | { kind: 'skip' }
  /** The last result of this subscription, which then ends (EndOfSubscription). */
  | { kind: 'end'; result: ExecutionResult }
  | { kind: 'close'; code: number; reason: string };

const SKIP: EventOutcome = { kind: 'skip' };

export async function sharedSubscribe(
  args: ExecutionArgs,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source;
  const context = args.contextValue as GatewayContext;
  const key = sharingKey(args);
  const outcomeOf = (payload: unknown): Promise<EventOutcome> => {
    if (!isPendingEvent(payload)) return executeWith(args, payload, context);
    const executions = context.live?.executions;
    if (!executions) return executeEvent(args, payload);
    return executions.run(
      payload.event.id,
      key,
      () => executeEvent(args, payload),
      // An api that could not answer: the next subscriber to reach the event tries again.
      (outcome) => outcome.kind === 'close' && outcome.code === CLOSE_TRY_AGAIN_LATER,
    );
  };
  return mapOutcomes(source[Symbol.asyncIterator](), context, outcomeOf);
}

/** Resolves the event as the subscriber that got there first, then executes the operation. */
async function executeEvent(
  args: ExecutionArgs,
  pending: PendingEvent<unknown>,
): Promise<EventOutcome> {
  let model: unknown;
  try {
    model = await pending.resolve();
  } catch (error) {
    if (error instanceof EndOfSubscription) {
      return { kind: 'end', result: { errors: [error.error] } };
    }
    const refusal = refusalOutcome(error);
    return refusal ? { kind: 'close', code: refusal.close, reason: refusal.reason } : SKIP;
  }
  if (model === null) return SKIP;
  return executeWith(args, model, pending.context);
}

async function executeWith(
  args: ExecutionArgs,
  rootValue: unknown,
  contextValue: GatewayContext,
): Promise<EventOutcome> {
  return { kind: 'result', result: await execute({ ...args, rootValue, contextValue }) };
}

/**
 * The source stream mapped through `outcomeOf`. return() ends the source at once, even while
 * waiting for an event (the feed subscription must not outlive its subscriber).
 */
function mapOutcomes(
  source: AsyncIterator<unknown>,
  context: GatewayContext,
  outcomeOf: (payload: unknown) => Promise<EventOutcome>,
): AsyncIterableIterator<ExecutionResult> {
  const end = async () => {
    await source.return?.();
  };
  const generator = (async function* () {
    try {
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        const outcome = await outcomeOf(next.value);
        if (outcome.kind === 'result') yield outcome.result;
        else if (outcome.kind === 'end') {
          yield outcome.result;
          return;
        } else if (outcome.kind === 'close') {
          context.closeSocket?.(outcome.code, outcome.reason);
          return;
        }
      }
    } finally {
      await end();
    }
  })();
  return {
    next: () => generator.next(),
    async return() {
      await end();
      return generator.return(undefined);
    },
    async throw(error?: unknown) {
      await end();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof Object(value)[Symbol.asyncIterator] === 'function';
}

// --- The sharing key --------------------------------------------------------------------------

const documentTexts = new WeakMap<DocumentNode, string>();
const cursorVariablesOf = new WeakMap<DocumentNode, Map<string | null, Set<string>>>();

/** Who asks, which operation, and its variables without the `after` cursor. */
export function sharingKey(args: ExecutionArgs): string {
  const context = args.contextValue as GatewayContext;
  const cursors = cursorVariables(args.document, args.operationName ?? null);
  const variables = args.variableValues ?? {};
  const kept = Object.keys(variables)
    .filter((name) => !cursors.has(name))
    .sort()
    .map((name) => [name, variables[name]]);
  return JSON.stringify([
    credentialsKey(context.credentials),
    args.operationName ?? null,
    documentText(args.document),
    kept,
  ]);
}

function documentText(document: DocumentNode): string {
  let text = documentTexts.get(document);
  if (text === undefined) {
    text = document.loc?.source.body ?? print(document);
    documentTexts.set(document, text);
  }
  return text;
}

/**
 * The variables that only feed a root field's `after` argument: they may differ between
 * subscribers that share an execution. A variable also used anywhere else is kept in the key.
 */
export function cursorVariables(document: DocumentNode, operationName: string | null) {
  let byOperation = cursorVariablesOf.get(document);
  if (!byOperation) {
    byOperation = new Map();
    cursorVariablesOf.set(document, byOperation);
  }
  let names = byOperation.get(operationName);
  if (names) return names;
  names = new Set<string>();
  const operation = getOperationAST(document, operationName);
  if (operation?.operation === 'subscription') {
    const uses = new Map<string, number>();
    visit(document, {
      VariableDefinition: () => false,
      Variable(node) {
        uses.set(node.name.value, (uses.get(node.name.value) ?? 0) + 1);
      },
    });
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      for (const argument of selection.arguments ?? []) {
        if (argument.name.value !== 'after' || argument.value.kind !== Kind.VARIABLE) continue;
        const name = argument.value.name.value;
        if (uses.get(name) === 1) names.add(name);
      }
    }
  }
  byOperation.set(operationName, names);
  return names;
}
