// Stock numbers are unique (vehicle.stock_number UNIQUE). Checked before writing for the
// specification's message, and the unique violation of a parallel edit that took the same number
// between that check and the commit is turned into the same 409.
import { INTAKE_MESSAGES } from '@canam/domain/rest/vehicleIntake';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

export const stockNumberTaken = () =>
  conflict('STOCK_NUMBER_TAKEN', INTAKE_MESSAGES.stockNumberTaken);

export async function assertStockNumberFree(
  trx: Transaction<DB>,
  vehicleId: number,
  stockNumber: string,
): Promise<void> {
  const other = await trx
    .selectFrom('vehicle')
    .select('id')
    .where('stock_number', '=', stockNumber)
    .where('id', '!=', vehicleId)
    .executeTakeFirst();
  if (other) throw stockNumberTaken();
}

/** A unique violation (SQLSTATE 23505) of the stock number's constraint. */
export function isStockNumberViolation(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code !== '23505') return false;
  const name = typeof constraint === 'string' ? constraint : String(message ?? '');
  return name.includes('stock_number');
}
