// The limits an operation must pass before it runs, on HTTP and graphql-ws alike: depth and
// aliases (checked once per document), then its cost with this request's variables.
import { getOperationAST, validate } from 'graphql/index.js';
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import { LIMIT_CODES, limitError } from './limitError.ts';
import type { GatewayLimits } from './limits.ts';
import { operationCost } from './operationCost.ts';
import { shapeRules } from './shapeRules.ts';
import { isStandardIntrospection } from './standardIntrospection.ts';

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
    const cost = operationCost(schema, request.document, operation, request.variables, limits);
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
