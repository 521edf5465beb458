// One data row of an upload file to the values it sets, by the edit form's rules (vehicleFields
// of rest/vehicleIntake.ts: the same ranges and messages), or the reasons it is wrong, each named
// by its column: "Price: Invalid value". Money and miles may carry '$' and thousands separators as
// spreadsheets show them. Agent and Location are names here; checkRows.ts resolves them.
import { costInUsd, toCents } from '@canam/domain/money';
import type { BulkColumn } from '@canam/domain/rest/vehicleFiles';
import {
  INTAKE_MESSAGES,
  VEHICLE_LIMITS,
  vehicleFields,
  vehiclePriceBody,
  type VehicleFields,
  type VehicleFieldsInput,
} from '@canam/domain/rest/vehicleIntake';
import { normalizeVin, vinProblem } from '@canam/domain/vin';
import type { RawRow } from './rowCollector.ts';

type FileField = Exclude<keyof VehicleFieldsInput, 'userId' | 'location' | 'equipment'>;

const FIELD_OF = {
  'Stock Number': 'stockNumber',
  Make: 'make',
  Model: 'model',
  Year: 'year',
  Trim: 'trim',
  Color: 'color',
  Miles: 'miles',
  Transmission: 'transmissionType',
  'Cost CAD': 'cost',
  FX: 'fx',
  'Cost USD': 'costUsd',
  Price: 'price',
  'Release Date': 'releaseDate',
  'CR URL': 'crUrl',
} as const satisfies Partial<Record<BulkColumn, FileField>>;

const COLUMN_OF = Object.fromEntries(
  Object.entries(FIELD_OF).map(([column, field]) => [field, column]),
) as Record<string, BulkColumn>;

const MONEY_COLUMNS = new Set<BulkColumn>(['Cost CAD', 'Cost USD', 'Price', 'Reserved Price']);
const TRANSMISSIONS = ['Manual', 'Automatic', 'CVT'] as const;

/** '$12,500.00' → '12500.00'; '45,210' miles → '45210'. */
const plainNumber = (text: string) => text.replace(/[$,\s]/g, '');

/** 'automatic' → 'Automatic'; anything else is left for the rule to refuse. */
function transmission(text: string): string {
  return TRANSMISSIONS.find((value) => value.toLowerCase() === text.toLowerCase()) ?? text;
}

export interface ParsedRow {
  line: number;
  /** Normalized (upper case, no spaces or dashes), even when it is not a valid VIN. */
  vin: string;
  fields: VehicleFields;
  /** An agent's e-mail or nickname, as written. */
  agent?: string;
  /** An export location's name, as written. */
  location?: string;
  reservedPrice?: string;
  /** What is wrong with the row (empty when it is good). */
  problems: string[];
}

export function parseVin(row: RawRow): { vin: string; problem: string | null } {
  const vin = normalizeVin(row.cells.VIN ?? '');
  return { vin, problem: vinProblem(vin) };
}

export function parseRow(row: RawRow): ParsedRow {
  const { vin, problem } = parseVin(row);
  const problems = problem === null ? [] : [`VIN: ${problem}`];

  const input: Record<string, string> = {};
  for (const [column, field] of Object.entries(FIELD_OF) as [BulkColumn, FileField][]) {
    const text = row.cells[column];
    if (text === undefined) continue;
    input[field] =
      column === 'Transmission'
        ? transmission(text)
        : MONEY_COLUMNS.has(column) || column === 'Miles'
          ? plainNumber(text)
          : text;
  }
  const parsed = vehicleFields.safeParse(input);
  let fields: VehicleFields = {};
  if (parsed.success) fields = parsed.data;
  else {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0]);
      problems.push(`${column}: ${issue.message}`);
    }
  }

  // Cost in USD follows from the CAD cost and the rate when both are given (section 9).
  if (fields.cost !== undefined && fields.fx !== undefined) {
    const usd = costInUsd(fields.cost, fields.fx);
    if (toCents(usd) > VEHICLE_LIMITS.maxAmount * 100)
      problems.push(`Cost USD: ${INTAKE_MESSAGES.invalid}`);
    else fields.costUsd = usd;
  }

  let reservedPrice: string | undefined;
  const reserved = row.cells['Reserved Price'];
  if (reserved !== undefined) {
    const checked = vehiclePriceBody.shape.reservedPrice.safeParse(plainNumber(reserved));
    if (checked.success && checked.data) reservedPrice = checked.data;
    else problems.push(`Reserved Price: ${INTAKE_MESSAGES.invalid}`);
  }

  return {
    line: row.line,
    vin,
    fields,
    ...(row.cells.Agent === undefined ? {} : { agent: row.cells.Agent }),
    ...(row.cells.Location === undefined ? {} : { location: row.cells.Location }),
    ...(reservedPrice === undefined ? {} : { reservedPrice }),
    problems,
  };
}
