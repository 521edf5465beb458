// The limits an operation must pass before it runs, on HTTP and graphql-ws alike: depth and
// aliases (checked once per document), then its cost with this request's variables.
import { getOperationAST, validate } from 'graphql/index.js';
import type { DocumentNode, GraphQLError, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { LIMIT_CODES, limitError } from './limitError.ts';
import type { GatewayLimits } from './limits.ts';
import { operationCost } from './operationCost.ts';
import { shapeRules } from './shapeRules.ts';
import { isStandardIntrospection } from './standardIntrospection.ts';

/** Costs remembered per document: the variables of its usual pages. */
const COSTS_PER_DOCUMENT = 32;
/** Variables longer than this (as JSON) are weighed every time: no caller's bulk is kept. */
const MAX_REMEMBERED_KEY = 2_048;

export interface OperationRequest {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Readonly<Record<string, unknown>> | null;
}

/** Checks validated documents against `limits`; the answer is the refusals, empty when none. */
export function createOperationLimits(schema: GraphQLSchema, limits: GatewayLimits) {
  const rules = shapeRules(limits);
  // Parsed documents are cached (Apollo's document store, operationCache.ts), so by identity.
  const shapeErrors = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  // A page asks the same document with the same variables again and again: its cost is counted
  // once per operation and variables, a few of each per document (a caller sending ever-new
  // variables only empties its document's own entries).
  const costs = new WeakMap<DocumentNode, Map<string, number>>();

  function costOf(request: OperationRequest, operation: OperationDefinitionNode): number {
    let known = costs.get(request.document);
    if (!known) costs.set(request.document, (known = new Map()));
    const key = JSON.stringify([request.operationName ?? null, request.variables ?? null]);
    let cost = known.get(key);
    if (cost === undefined) {
      cost = operationCost(schema, request.document, operation, request.variables, limits);
      if (key.length > MAX_REMEMBERED_KEY) return cost;
      if (known.size >= COSTS_PER_DOCUMENT) known.clear();
      known.set(key, cost);
    }
    return cost;
  }

  return function operationLimitErrors(request: OperationRequest): readonly GraphQLError[] {
    let errors = shapeErrors.get(request.document);
    if (!errors) {
      errors = isStandardIntrospection(request.document)
        ? []
        : validate(schema, request.document, rules);
      shapeErrors.set(request.document, errors);
    }
    if (errors.length) return errors;
    if (isStandardIntrospection(request.document)) return [];
    const operation = getOperationAST(request.document, request.operationName);
    if (!operation) return [];
    const cost = costOf(request, operation);
    if (cost <= limits.maxCost) return [];
    return [
      limitError(
        LIMIT_CODES.cost,
        `The operation costs ${cost}, over the limit of ${limits.maxCost}: ask for smaller ` +
          `pages or fewer fields.`,
      ),
    ];
  };
}

export type OperationLimitErrors = ReturnType<typeof createOperationLimits>;
