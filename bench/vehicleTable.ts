// Figures of the super admin vehicle table: REST calls of a 10-row and a 100-row page (the row's
// fields with its three counts, the viewer and the agents of the inline agent box), and the
// latency of a 10-row page of the table alone through the gateway against getForTable called
// directly.
import type { CountingProxy } from './countingProxy.ts';
import { ms, percentile, timeMany } from './stats.ts';

const TABLE = `vehicleTable(first: $first) {
    totalCount
    pageCursors { first { page cursor } last { page cursor } around { page cursor isCurrent } }
    edges { cursor node {
      id vin stockNumber agent { id firstName lastName }
      checks { totalCount } conditionReports { totalCount } notes { totalCount } } } }`;

// What the table page asks for: every row's columns, counts included, and the agents' names.
export const VEHICLE_TABLE_QUERY = `query VehicleTableBench($first: Int) {
  viewer { isStaff }
  agents { id firstName lastName nickname }
  ${TABLE} }`;

// The table alone, for latency against getForTable called directly (one REST call each).
const TABLE_ONLY_QUERY = `query VehicleTableRowsBench($first: Int) { ${TABLE} }`;

interface VehicleTableAnswer {
  vehicleTable: { edges: unknown[] };
}

export interface VehicleTableBenchInput {
  proxy: CountingProxy;
  token: string;
  iterations: number;
  /** One GraphQL POST to the gateway as the bench's admin, answering `data`. */
  graphql(query: string, variables: object): Promise<unknown>;
}

export async function benchVehicleTable(input: VehicleTableBenchInput): Promise<void> {
  const { proxy, token, iterations, graphql } = input;
  console.log('\nREST calls per vehicle table page (VehicleTableBench, as admin)');
  for (const first of [10, 100]) {
    proxy.reset();
    const data = (await graphql(VEHICLE_TABLE_QUERY, { first })) as VehicleTableAnswer;
    const rows = data.vehicleTable.edges.length;
    const paths = proxy.paths().map((path) => path.split('?')[0]);
    console.log(
      `  vehicle table ${String(first).padStart(3)} rows: ${proxy.count()} REST calls  ` +
        `(${rows} rows shown; ${paths.join(', ')})`,
    );
  }

  const direct = () =>
    fetch(`${proxy.url}/api/vehicle/getForTable?resourcesPerPage=10&page=1`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.json());
  const viaGateway = () => graphql(TABLE_ONLY_QUERY, { first: 10 });
  await timeMany(30, direct);
  await timeMany(30, viaGateway);
  const apiSamples = await timeMany(iterations, direct);
  const gatewaySamples = await timeMany(iterations, viaGateway);
  const [a50, a99, g50, g99] = [
    percentile(apiSamples, 50),
    percentile(apiSamples, 99),
    percentile(gatewaySamples, 50),
    percentile(gatewaySamples, 99),
  ];
  console.log(`\nLatency of a 10-row vehicle table page, ${iterations} sequential requests each`);
  console.log(`  api directly   p50 ${ms(a50)}  p99 ${ms(a99)}`);
  console.log(`  via gateway    p50 ${ms(g50)}  p99 ${ms(g99)}`);
  console.log(`  ratio          p50 ${(g50 / a50).toFixed(2)}x  p99 ${(g99 / a99).toFixed(2)}x`);
}
