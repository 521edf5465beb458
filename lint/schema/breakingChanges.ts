// The schema-change check: graphql's findBreakingChanges between the last released schema and the
// current one, held against the list of breaking changes made on purpose. A change nobody listed
// fails the check, and so does a listed one that no longer happens (the list stays honest).
import { BreakingChangeType, findBreakingChanges, type GraphQLSchema } from 'graphql';

/** A breaking change made on purpose: as findBreakingChanges names it, and why. */
export interface IntendedChange {
  type: BreakingChangeType;
  description: string;
  reason: string;
}

export interface BreakingChangeReview {
  /** Breaking changes the list does not name: tools built on the released schema would break. */
  unlisted: { type: BreakingChangeType; description: string }[];
  /** Listed changes that no longer occur: the list must drop them. */
  stale: IntendedChange[];
}

const CHANGE_TYPES: readonly string[] = Object.values(BreakingChangeType);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The intended changes of intendedChanges.json; throws on an entry without a known type or reason. */
export function parseIntendedChanges(json: unknown): IntendedChange[] {
  if (!Array.isArray(json)) throw new Error('intended changes: expected a JSON array');
  return json.map((entry: unknown, index) => {
    const { type, description, reason } = (entry ?? {}) as Record<string, unknown>;
    if (!isText(type) || !CHANGE_TYPES.includes(type)) {
      throw new Error(`intended change ${index}: type must be one of ${CHANGE_TYPES.join(', ')}`);
    }
    if (!isText(description)) throw new Error(`intended change ${index}: description missing`);
    if (!isText(reason)) throw new Error(`intended change ${index}: say why (reason)`);
    return { type: type as BreakingChangeType, description, reason };
  });
}

const sameChange = (a: { type: string; description: string }, b: typeof a) =>
  a.type === b.type && a.description === b.description;

export function reviewBreakingChanges(
  released: GraphQLSchema,
  current: GraphQLSchema,
  intended: readonly IntendedChange[],
): BreakingChangeReview {
  const changes = findBreakingChanges(released, current).map(({ type, description }) => ({
    type,
    description,
  }));
  return {
    unlisted: changes.filter((change) => !intended.some((item) => sameChange(item, change))),
    stale: intended.filter((item) => !changes.some((change) => sameChange(item, change))),
  };
}
