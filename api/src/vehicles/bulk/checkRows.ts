// What a row of an upload file can only be checked against the database and the rest of the file:
// the agent (an active agent's e-mail or nickname), the location (an export location's name),
// the stock number (no other vehicle's, and once in the file) and the VIN (once in the file).
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import { USER_STATUS } from '@canam/domain/statuses';
import type { Db } from '../../db/database.ts';
import type { ParsedRow } from './parseRow.ts';

export interface CheckedRow extends ParsedRow {
  userId?: number;
  exportLocation?: { id: number; name: string };
}

const IN_CHUNK = 1_000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/** Active agents by lower-case e-mail and nickname; a nickname two agents share is ambiguous. */
async function agentsByName(db: Db): Promise<Map<string, number | null>> {
  const agents = await db
    .selectFrom('app_user as u')
    .innerJoin('user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.email', 'u.nickname'])
    .where('r.name', '=', 'ROLE_AGENT')
    .where('u.status', '=', USER_STATUS.ACTIVE)
    .execute();
  const byName = new Map<string, number | null>();
  for (const agent of agents) byName.set(agent.email.toLowerCase(), agent.id);
  for (const agent of agents) {
    const nickname = agent.nickname?.trim().toLowerCase();
    if (!nickname || byName.get(nickname) === agent.id) continue;
    byName.set(nickname, byName.has(nickname) ? null : agent.id);
  }
  return byName;
}

/** Which VIN holds each of these stock numbers now. */
async function stockNumberHolders(db: Db, stockNumbers: string[]): Promise<Map<string, string>> {
  const holders = new Map<string, string>();
  for (const part of chunks(stockNumbers, IN_CHUNK)) {
    const rows = await db
      .selectFrom('vehicle as v')
      .innerJoin('vin_number as n', 'n.id', 'v.vin_number_id')
      .select(['v.stock_number', 'n.vin_number'])
      .where('v.stock_number', 'in', part)
      .execute();
    for (const row of rows) if (row.stock_number) holders.set(row.stock_number, row.vin_number);
  }
  return holders;
}

/** Marks a VIN seen on an earlier line of the file. */
export function markRepeatedVins(
  rows: readonly { line: number; vin: string; problems: string[] }[],
) {
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    if (!row.vin) continue;
    const first = firstLine.get(row.vin);
    if (first === undefined) firstLine.set(row.vin, row.line);
    else row.problems.push(`VIN: This VIN is already on line ${first} of the file`);
  }
}

export async function checkRows(db: Db, parsed: ParsedRow[]): Promise<CheckedRow[]> {
  const agents = await agentsByName(db);
  const locations = new Map(
    (await db.selectFrom('export_location').select(['id', 'name']).execute()).map((location) => [
      location.name.trim().toLowerCase(),
      location,
    ]),
  );
  const stockNumbers = [
    ...new Set(parsed.flatMap((row) => (row.fields.stockNumber ? [row.fields.stockNumber] : []))),
  ];
  const holders = await stockNumberHolders(db, stockNumbers);

  markRepeatedVins(parsed);
  const stockLine = new Map<string, number>();
  return parsed.map((row) => {
    const checked: CheckedRow = row;
    if (row.agent !== undefined) {
      const userId = agents.get(row.agent.toLowerCase());
      if (userId) checked.userId = userId;
      else row.problems.push('Agent: The agent must be an active agent (e-mail or nickname)');
    }
    if (row.location !== undefined) {
      const location = locations.get(row.location.toLowerCase());
      if (location) checked.exportLocation = location;
      else row.problems.push('Location: The location must be an export location');
    }
    const stock = row.fields.stockNumber;
    if (stock !== undefined) {
      const holder = holders.get(stock);
      const first = stockLine.get(stock);
      if (holder !== undefined && holder !== row.vin)
        row.problems.push(`Stock Number: ${INTAKE_MESSAGES.stockNumberTaken}`);
      else if (first !== undefined)
        row.problems.push(
          `Stock Number: This stock number is already on line ${first} of the file`,
        );
      else stockLine.set(stock, row.line);
    }
    return checked;
  });
}
