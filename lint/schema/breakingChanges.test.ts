// The schema-change check: schema.graphql breaks nothing of the last released schema that
// intendedChanges.json does not list, and the list names only changes that still occur.
import { readFileSync } from 'node:fs';
import { parse, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parseIntendedChanges, reviewBreakingChanges } from './breakingChanges.ts';
import { currentSdl, releasedSdl, schemaOf } from './contract.ts';

const intended = () =>
  parseIntendedChanges(
    JSON.parse(readFileSync(new URL('./intendedChanges.json', import.meta.url), 'utf8')),
  );

/** The SDL without one field of one object type. */
function withoutField(sdl: string, typeName: string, fieldName: string): string {
  return print(
    visit(parse(sdl), {
      ObjectTypeDefinition: (node) =>
        node.name.value === typeName
          ? { ...node, fields: node.fields?.filter((field) => field.name.value !== fieldName) }
          : undefined,
    }),
  );
}

describe('schema changes against the last released schema', () => {
  const review = () =>
    reviewBreakingChanges(schemaOf(releasedSdl()), schemaOf(currentSdl()), intended());

  it('schema.graphql breaks nothing that lint/schema/intendedChanges.json does not list', () => {
    const { unlisted } = review();
    const entries = unlisted.map((change) => ({ ...change, reason: 'why it is intended' }));
    expect(
      entries,
      'breaking changes of schema.graphql: undo them, or add these entries to intendedChanges.json',
    ).toEqual([]);
  });

  it('lists only changes that still occur', () => {
    expect(review().stale, 'drop these entries from intendedChanges.json').toEqual([]);
  });

  it('fails on a field removed from a copy of the schema unless the removal is listed', () => {
    const current = schemaOf(currentSdl());
    const broken = schemaOf(withoutField(currentSdl(), 'Query', 'serverTime'));
    const removal = { type: 'FIELD_REMOVED', description: 'Query.serverTime was removed.' };
    expect(reviewBreakingChanges(current, broken, []).unlisted).toEqual([removal]);

    const listed = parseIntendedChanges([{ ...removal, reason: 'clients use Date.now()' }]);
    expect(reviewBreakingChanges(current, broken, listed)).toEqual({ unlisted: [], stale: [] });
  });

  it('reports a listed change that does not occur as stale, and a safe addition as nothing', () => {
    const current = schemaOf(currentSdl());
    const added = schemaOf(`${currentSdl()}\n"A new type."\ntype Probe { "A field." ok: Boolean }`);
    const listed = parseIntendedChanges([
      { type: 'TYPE_REMOVED', description: 'Vehicle was removed.', reason: 'never happened' },
    ]);
    expect(reviewBreakingChanges(current, added, listed)).toEqual({
      unlisted: [],
      stale: listed,
    });
  });

  it('refuses a listed change without a reason or with an unknown type', () => {
    const change = { type: 'FIELD_REMOVED', description: 'Query.serverTime was removed.' };
    expect(() => parseIntendedChanges([change])).toThrow(/reason/);
    expect(() => parseIntendedChanges([{ ...change, type: 'OOPS', reason: 'x' }])).toThrow(/type/);
    expect(() => parseIntendedChanges({ changes: [] })).toThrow(/array/);
  });
});
