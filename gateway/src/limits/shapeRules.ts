// graphql-armor's depth and alias limits as validation rules that report our codes
// (QUERY_TOO_DEEP, TOO_MANY_ALIASES) instead of armor's BAD_USER_INPUT. Fragments are flattened:
// depth counts nested fields, so Relay's fragment-per-component operations are not penalised.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ValidationRule } from 'graphql';
import { LIMIT_CODES, limitError } from './limitError.ts';
import type { LimitCode } from './limitError.ts';
import type { GatewayLimits } from './limits.ts';

type ArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;
type RejectCallbacks = NonNullable<NonNullable<ArmorConfig['maxDepth']>['onReject']>;

function reportAs(code: LimitCode): RejectCallbacks {
  return [
    (context, error) =>
      context?.reportError(limitError(code, error.message.replace(/^Syntax Error: /, ''))),
  ];
}

export function shapeRules(
  limits: Pick<GatewayLimits, 'maxDepth' | 'maxAliases'>,
): ValidationRule[] {
  const armor = new ApolloArmor({
    maxDepth: {
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: false,
      onReject: reportAs(LIMIT_CODES.depth),
      propagateOnRejection: false,
    },
    maxAliases: {
      n: limits.maxAliases,
      onReject: reportAs(LIMIT_CODES.aliases),
      propagateOnRejection: false,
    },
    // Cost is ours (operationCost.ts: page sizes multiply), tokens are counted before parsing.
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    maxDirectives: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect().validationRules;
}
