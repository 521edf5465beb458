// The header of a bulk file: each cell matched to a column of the template (BULK_COLUMNS),
// ignoring case, spaces, dashes, underscores and dots, or to one of the names people commonly give
// it. Unknown columns are ignored; only the VIN column is required.
import { BULK_COLUMNS, FILE_MESSAGES, type BulkColumn } from '@canam/domain/rest/vehicleFiles';
import { badRequest } from '../../errors.ts';

const key = (name: string) => name.toLowerCase().replace(/[\s\-_.#]+/g, '');

const ALIASES: Record<string, BulkColumn> = {
  vinnumber: 'VIN',
  vinno: 'VIN',
  stock: 'Stock Number',
  stockno: 'Stock Number',
  stocknum: 'Stock Number',
  colour: 'Color',
  exteriorcolor: 'Color',
  exteriorcolour: 'Color',
  mileage: 'Miles',
  odometer: 'Miles',
  transmissiontype: 'Transmission',
  exportlocation: 'Location',
  agentemail: 'Agent',
  agentnickname: 'Agent',
  cost: 'Cost CAD',
  costincad: 'Cost CAD',
  fxrate: 'FX',
  exchangerate: 'FX',
  costinusd: 'Cost USD',
  reserve: 'Reserved Price',
  reserveprice: 'Reserved Price',
  releasedate: 'Release Date',
  crurl: 'CR URL',
  conditionreport: 'CR URL',
  conditionreporturl: 'CR URL',
};

const BY_KEY = new Map<string, BulkColumn>([
  ...BULK_COLUMNS.map((column) => [key(column), column] as const),
  ...Object.entries(ALIASES),
]);

/** The template column a header cell names, or null. */
export function columnOf(headerCell: string): BulkColumn | null {
  return BY_KEY.get(key(headerCell.replace(/^\uFEFF/, ''))) ?? null;
}

/** Which column each position holds (null: ignored); the first cell naming a column wins. */
export function readHeader(cells: readonly string[]): (BulkColumn | null)[] {
  const seen = new Set<BulkColumn>();
  const positions = cells.map((cell) => {
    const column = columnOf(cell);
    if (column === null || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
  if (!seen.has('VIN')) throw badRequest('FILE_INVALID', FILE_MESSAGES.noVinColumn);
  return positions;
}
