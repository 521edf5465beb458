// GET /api/vehicle/csvTemplate: the columns of an upload file (BULK_COLUMNS) and one example row
// that uploads as it is (a real VIN with its check digit; a location of this installation).
import Papa from 'papaparse';
import { BULK_COLUMNS, type BulkColumn } from '@canam/domain/rest/vehicleFiles';
import type { Db } from '../../db/database.ts';

export const TEMPLATE_FILE_NAME = 'vehicles-template.csv';

export async function bulkTemplate(db: Db): Promise<string> {
  const location = await db
    .selectFrom('export_location')
    .select('name')
    .orderBy('id')
    .executeTakeFirst();
  const example: Record<BulkColumn, string> = {
    VIN: '1HGCM82633A004352',
    'Stock Number': 'STK-1001',
    Make: 'Honda',
    Model: 'Accord',
    Year: '2003',
    Trim: 'EX',
    Color: 'Silver',
    Miles: '85000',
    Transmission: 'Automatic',
    Location: location?.name ?? '',
    Agent: '',
    'Cost CAD': '12000.00',
    FX: '1.3500',
    'Cost USD': '',
    Price: '15000.00',
    'Reserved Price': '14000.00',
    'Release Date': '2026-01-15',
    'CR URL': 'https://example.com/cr/STK-1001',
  };
  return `${Papa.unparse({ fields: [...BULK_COLUMNS], data: [BULK_COLUMNS.map((c) => example[c])] })}\r\n`;
}
