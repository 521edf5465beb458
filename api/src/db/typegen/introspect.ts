// Reads the tables of a migrated database from pg_catalog: each column's type, nullability,
// default, enum labels and the values a one-column `CHECK (col IN (...))` allows.
import { sql } from 'kysely';
import type { Db } from '../database.ts';

export interface ColumnShape {
  name: string;
  /** pg_type name (`int4`, `timestamptz`); for an array, the element's type name. */
  type: string;
  isArray: boolean;
  nullable: boolean;
  /** A default (serial, now(), a constant) or an identity: optional when inserting. */
  generated: boolean;
  /** Enum labels, or the literals a CHECK (col IN (...)) allows, as TypeScript literals. */
  literals: string[] | null;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
}

/** Tables of the migration runner itself, which the application never reads. */
const INTERNAL_TABLES = new Set(['schema_migration']);

interface ColumnRow {
  table_name: string;
  column_name: string;
  type_name: string;
  element_type: string | null;
  not_null: boolean;
  generated: boolean;
  enum_labels: string[] | null;
}

interface CheckRow {
  table_name: string;
  column_name: string;
  definition: string;
}

const IN_LIST = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/;
const LITERAL = /^(?:'((?:[^']|'')*)'::[\w ]+|(-?\d+(?:\.\d+)?))$/;

/** The TypeScript literals of `CHECK ((col = ANY (ARRAY['a'::text, 'b'::text])))`, or null. */
export function checkLiterals(column: string, definition: string): string[] | null {
  const match = IN_LIST.exec(definition);
  if (!match || match[1] !== column) return null;
  const literals: string[] = [];
  for (const item of (match[2] ?? '').split(', ')) {
    const literal = LITERAL.exec(item);
    if (!literal) return null;
    literals.push(
      literal[2] ?? `'${(literal[1] ?? '').replaceAll("''", "'").replaceAll("'", "\\'")}'`,
    );
  }
  return literals;
}

export async function introspect(db: Db): Promise<TableShape[]> {
  const columns = await sql<ColumnRow>`
    SELECT c.relname AS table_name, a.attname AS column_name, t.typname AS type_name,
      e.typname AS element_type, a.attnotnull AS not_null,
      (a.atthasdef OR a.attidentity <> '') AS generated,
      (SELECT array_agg(l.enumlabel::text ORDER BY l.enumsortorder)
         FROM pg_enum l WHERE l.enumtypid = coalesce(e.oid, t.oid)) AS enum_labels
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    JOIN pg_type t ON t.oid = a.atttypid
    LEFT JOIN pg_type e ON e.oid = t.typelem AND t.typcategory = 'A'
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v')
    ORDER BY c.relname, a.attnum`.execute(db);
  const checks = await sql<CheckRow>`
    SELECT c.relname AS table_name, a.attname AS column_name,
      pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.conkey[1]
    WHERE n.nspname = 'public' AND k.contype = 'c' AND cardinality(k.conkey) = 1
    ORDER BY k.conname`.execute(db);

  const literalsOf = new Map<string, string[]>();
  for (const check of checks.rows) {
    const literals = checkLiterals(check.column_name, check.definition);
    if (literals) literalsOf.set(`${check.table_name}.${check.column_name}`, literals);
  }
  const tables = new Map<string, TableShape>();
  for (const row of columns.rows) {
    if (INTERNAL_TABLES.has(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({
      name: row.column_name,
      type: row.element_type ?? row.type_name,
      isArray: row.element_type !== null,
      nullable: !row.not_null,
      generated: row.generated,
      literals:
        row.enum_labels?.map((label) => `'${label.replaceAll("'", "\\'")}'`) ??
        literalsOf.get(`${row.table_name}.${row.column_name}`) ??
        null,
    });
  }
  return [...tables.values()];
}
