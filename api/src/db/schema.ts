// Kysely's view of the database: the table types generated from migrations/*.sql by
// `npm run generate` (api/src/db/typegen/), imported here so the data layer names one module.
export type { DB } from './__generated__/database.ts';
