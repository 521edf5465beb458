// One statement's result from its backend messages, as PGlite's parseResults() gives it for a
// single statement: its rows (each field through its type's parser), fields, command,
// affectedRows and rowCount. PGlite builds each row with Object.fromEntries over [name, value]
// pairs, and an object of ~50 columns made that way is slow to build (~0.35 ms for a 33-row page
// of the catalogue); here each row is filled column by column, and each column's parser is looked
// up once per answer, not once per field. The result is the same (pgliteDialect.test.ts).
import { messages, types, type parse, type Results } from '@electric-sql/pglite';
import type { BackendMessage } from './backendMessages.ts';

type Parsers = Parameters<typeof parse.parseResults>[1];
type Parser = Parsers[number];

/** Commands whose count is rows changed (parseResults() counts no others as affected). */
const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
/** A column name that assigned to an object would set its prototype instead of a field. */
const PROTOTYPE_KEY = '__proto__';

interface Columns {
  fields: Results['fields'];
  parsers: (Parser | undefined)[];
  /** False when a column is named __proto__: such rows are built as PGlite builds them. */
  assignable: boolean;
}

const NO_COLUMNS: Columns = { fields: [], parsers: [], assignable: true };

function columnsOf(description: messages.RowDescriptionMessage, parsers: Parsers): Columns {
  const fields = description.fields.map((field) => ({
    name: field.name,
    dataTypeID: field.dataTypeID,
  }));
  return {
    fields,
    // As parseResults() looks them up: the PGlite's parsers, else PGlite's built-in ones.
    parsers: fields.map(({ dataTypeID }) => parsers[dataTypeID] ?? types.parsers[dataTypeID]),
    assignable: fields.every((field) => field.name !== PROTOTYPE_KEY),
  };
}

function valueOf(columns: Columns, index: number, text: string | null): unknown {
  if (text === null) return null;
  const parser = columns.parsers[index];
  return parser ? parser(text, columns.fields[index]!.dataTypeID) : text;
}

function rowOf(columns: Columns, texts: (string | null)[]): Record<string, unknown> {
  if (!columns.assignable) {
    return Object.fromEntries(
      texts.map((text, index) => [columns.fields[index]!.name, valueOf(columns, index, text)]),
    );
  }
  const row: Record<string, unknown> = {};
  for (let index = 0; index < texts.length; index += 1) {
    row[columns.fields[index]!.name] = valueOf(columns, index, texts[index]!);
  }
  return row;
}

/** What parseResults() adds to a statement's result beside the fields of Results. */
type StatementResult = Results & { command: string; rowCount?: number };

/** The result of the first statement the messages answer (parseResults(messages, parsers)[0]). */
export function statementResult(answer: BackendMessage[], parsers: Parsers): Results {
  let columns = NO_COLUMNS;
  const rows: Record<string, unknown>[] = [];
  for (const message of answer) {
    if (message instanceof messages.RowDescriptionMessage) {
      columns = columnsOf(message, parsers);
    } else if (message instanceof messages.DataRowMessage) {
      rows.push(rowOf(columns, message.fields));
    } else if (message instanceof messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0]!;
      const count = parseInt(words[words.length - 1]!, 10);
      const result: StatementResult = {
        rows,
        fields: columns.fields,
        command,
        affectedRows: CHANGING_COMMANDS.has(command) ? count : 0,
      };
      if (!Number.isNaN(count)) result.rowCount = count;
      return result;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}
