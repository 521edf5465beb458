// `npm run generate` writes the Kysely types of the migrations to
// api/src/db/__generated__/database.ts; `--check` (npm run generated:check) fails when that file
// is not what the migrations give.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DB_TYPES_FILE,
  generateDbTypes,
  staleDbTypes,
} from '@canam/api/db/typegen/generateDbTypes';

const generated = await generateDbTypes();
const file = path.relative(process.cwd(), DB_TYPES_FILE);

if (process.argv.includes('--check')) {
  const stale = await staleDbTypes(generated);
  if (stale) {
    console.error(stale);
    process.exit(1);
  }
  console.log(`${file} matches the migrations.`);
} else {
  await writeFile(DB_TYPES_FILE, generated);
  console.log(`Wrote ${file}.`);
}
