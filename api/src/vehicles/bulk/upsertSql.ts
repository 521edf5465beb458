// SQL pieces of the bulk upserts: an empty cell changes nothing, so an existing row takes the
// file's value where it has one (coalesce) and is only touched when a given value differs, which
// makes uploading the same file again a no-op that RETURNING reports as no change.
import { sql, type RawBuilder } from 'kysely';

export function coalesceSet<Column extends string>(
  table: string,
  columns: readonly Column[],
): Record<Column, RawBuilder<never>> {
  return Object.fromEntries(
    columns.map((column) => [
      column,
      sql<never>`coalesce(${sql.ref(`excluded.${column}`)}, ${sql.ref(`${table}.${column}`)})`,
    ]),
  ) as Record<Column, RawBuilder<never>>;
}

export function anyGivenDiffers(table: string, columns: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    columns.map(
      (column) =>
        sql`(${sql.ref(`excluded.${column}`)} is not null and ${sql.ref(`excluded.${column}`)} is distinct from ${sql.ref(`${table}.${column}`)})`,
    ),
    sql` or `,
  )})`;
}
