// The bulk upload of the VIN screen at full size: a generated 10,000-row XLSX of distinct VINs
// (valid check digits) over about 200 real model-year patterns of the demo lot's model lines,
// POSTed as a multipart form to /api/vehicle/csv of a running api, as an admin. Prints the time
// of the call (decoding included: the decoder is called once per pattern, counted here) and the
// 'vehicle.import' progress events the api's event stream carried while it ran.
// `npx tsx bench/vehicleImport.ts` runs it alone on a fresh seeded api; `npm run bench` runs it
// last (the live figures' subscribers would otherwise fetch each vehicle.changed event).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import { MODELS } from '@canam/api/seed/models';
import { vinDecoder } from '@canam/api/vin/vinDecoder';
import { VEHICLE_IMPORT_EVENT } from '@canam/domain/events';
import {
  bulkReport,
  type BulkProgressPayload,
  BULK_COLUMNS,
} from '@canam/domain/rest/vehicleFiles';
import { vinCheckDigit, vinPattern } from '@canam/domain/vin';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const PATTERNS = Number(process.env.BENCH_IMPORT_PATTERNS ?? 200);
// Position 10: model years 2010 (A) on.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Model-year patterns of the demo lot's model lines (maker, descriptor, year, plant). */
function patterns(): string[] {
  const found: string[] = [];
  for (const model of MODELS) {
    for (const vds of new Set(model.vds)) {
      for (let year = model.years[0]; year <= model.years[1]; year++) {
        found.push(`${model.wmi}${vds}?${YEAR_CODES[year - 2010]}${model.plant}`);
      }
    }
  }
  // Spread over every model line, not the first ones only.
  const step = Math.max(1, found.length / PATTERNS);
  return Array.from(
    { length: Math.min(PATTERNS, found.length) },
    (_, i) => found[Math.floor(i * step)]!,
  );
}

/** ROWS distinct VINs, serials shared out over the patterns, each with its check digit. */
export function generatedVins(): string[] {
  const all = patterns();
  return Array.from({ length: ROWS }, (_, row) => {
    const pattern = all[row % all.length]!;
    const raw = pattern.replace('?', '0') + String(700_000 + row).padStart(6, '0');
    return raw.slice(0, 8) + vinCheckDigit(raw) + raw.slice(9);
  });
}

async function workbookOf(vins: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vehicles');
  sheet.addRow(
    BULK_COLUMNS.filter((column) =>
      ['VIN', 'Stock Number', 'Color', 'Miles', 'Price'].includes(column),
    ),
  );
  vins.forEach((vin, row) =>
    sheet.addRow([
      vin,
      `BENCH-${row + 1}`,
      ['White', 'Black', 'Silver'][row % 3],
      20_000 + row,
      15_000 + (row % 50) * 250,
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface SeenEvent {
  at: number;
  payload: BulkProgressPayload;
}

/** Reads the api's event stream from its head, keeping the import progress events. */
async function watchProgress(apiUrl: string, secret: string) {
  const seen: SeenEvent[] = [];
  const abort = new AbortController();
  const response = await fetch(`${apiUrl}/api/events?after=head`, {
    headers: { 'x-events-secret': secret },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const head = new Promise<void>((resolve) => (ready = resolve));
  const reading = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(message)?.[1];
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (type === 'head') ready();
          if (type === VEHICLE_IMPORT_EVENT && data) {
            seen.push({ at: performance.now(), payload: JSON.parse(data).payload });
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  await head;
  return {
    seen,
    async stop() {
      abort.abort();
      await reading;
    },
  };
}

export interface VehicleImportBenchInput {
  apiUrl: string;
  eventsSecret: string;
  /** An admin's access token. */
  token: string;
}

export async function benchVehicleImport({ apiUrl, eventsSecret, token }: VehicleImportBenchInput) {
  const vins = generatedVins();
  const file = await workbookOf(vins);
  const patternCount = new Set(vins.map(vinPattern)).size;
  console.log(
    `\nBulk upload of a ${vins.length.toLocaleString('en-US')}-row XLSX ` +
      `(${(file.length / 1024).toFixed(0)} KiB, ${patternCount} VIN patterns), POST /api/vehicle/csv as admin`,
  );

  // The api runs in this process: count the decoder's real calls.
  let decodes = 0;
  const decode = vinDecoder.decode.bind(vinDecoder);
  vinDecoder.decode = (vin) => {
    decodes += 1;
    return decode(vin);
  };

  const progress = await watchProgress(apiUrl, eventsSecret);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-vehicles.xlsx');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/api/vehicle/csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  vinDecoder.decode = decode;
  // The last events were committed before the answer; give the stream a moment to carry them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await progress.stop();
  if (response.status !== 200)
    throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  const report = bulkReport.parse(body);
  const outcomes = new Map<string, number>();
  for (const row of report.rows) outcomes.set(row.outcome, (outcomes.get(row.outcome) ?? 0) + 1);

  console.log(`  time           ${seconds.toFixed(1)} s (goal ≤ 60 s)`);
  console.log(`  decoder calls  ${decodes} (one per new VIN pattern)`);
  console.log(
    `  rows           ${[...outcomes].map(([outcome, n]) => `${outcome} ${n}`).join(', ')}; ` +
      `not decoded ${report.vinNumberNotFound.length}, incomplete ${report.incompleteRegister.length}`,
  );
  console.log(`  progress events seen on the stream: ${progress.seen.length}`);
  for (const { at, payload } of progress.seen) {
    console.log(
      `    +${((at - started) / 1000).toFixed(1).padStart(5)} s  ${payload.stage.padEnd(9)} ` +
        `${payload.done}/${payload.total}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startApi } = await import('@canam/api/server');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'canam-bench-import-'));
  const api = await startApi({ port: 0, dataDir, databaseUrl: '', seed: true, logger: false });
  try {
    const login = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@canam.test', password: 'Demo1234!', marketPlace: 1 }),
    });
    const token = ((await login.json()) as { auth: { accessToken: string } }).auth.accessToken;
    await benchVehicleImport({ apiUrl: api.url, eventsSecret: api.eventsSecret, token });
  } finally {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
