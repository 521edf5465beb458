// The gateway's limits on what one request or socket may ask, each with why it is that number.
// The web's own operations stay well below every one (webOperations.test.ts checks each of them).
import { MAX_PAGE_SIZE } from '@canam/domain/constants';
import { BUYERS_LIMIT } from '@canam/domain/rest/vehicleIntake';

export interface GatewayLimits {
  /**
   * Nested fields (fragments flattened). The web's deepest operation has 6 levels; the
   * OfferChain.vehicle → Vehicle.offerChains loop reaches any depth (14 levels took 1.4 s).
   */
  maxDepth: number;
  /** Aliases in one operation. The web uses none; 2,000 aliases on one field stalled the gateway. */
  maxAliases: number;
  /**
   * Estimated work (operationCost.ts: a page size multiplies what is below it). The web's
   * costliest operation, a catalogue page at the largest page size (100 cards), costs about
   * 12,800; asking for that page twice in one operation is refused.
   */
  maxCost: number;
  /**
   * Lexical tokens of the operation text. The web's longest operation has about 410. Parsing
   * and validation grow with them (graphql validates repeated fields in O(n²)), so this bounds
   * what the gateway spends before it can refuse anything else.
   */
  maxTokens: number;
  /** Bytes of a POST body (and of a graphql-ws message). The web's largest is under 10 kB. */
  maxBodyBytes: number;
  /** Operations in flight on one graphql-ws socket. A web page runs at most 4 subscriptions. */
  maxOperationsPerSocket: number;
  /**
   * graphql-ws sockets from one client address. A browser tab holds one; 50 leaves room for a
   * dealership's office with many tabs open behind one address.
   */
  maxSocketsPerAddress: number;
  /**
   * Milliseconds an operation may run. A REST call gives up after 5 s, so a page whose calls
   * run two in sequence still finishes; a client never waits longer than this for an answer.
   */
  executionTimeoutMs: number;
  /**
   * Milliseconds an operation of bulk files only (importVehicles, updateVehicleStatuses) may run:
   * the api applies a file of 10,000 rows in one call that may take a minute (its REST call waits
   * up to 120 s, loaders/vehicleFileActions.ts); progress reaches the uploader meanwhile on
   * Subscription.vehicleImportProgress.
   */
  bulkExecutionTimeoutMs: number;
  /** Items an unpaged list is assumed to hold (offer chains, offers, photos) when costing. */
  assumedListSize: number;
  /**
   * Items of the unpaged lists that may hold many more than assumedListSize, by `Type.field`: the
   * api's own limit where it has one (300 buyers), else a generous bound of the table's size
   * (vehicle parts and export locations are a few dozen rows that staff maintain).
   */
  listSizes: Readonly<Record<string, number>>;
  /** The largest page the gateway serves (relay/connection.ts serves larger `first` as this). */
  maxPageSize: number;
}

export const GATEWAY_LIMITS: GatewayLimits = {
  maxDepth: 10,
  maxAliases: 30,
  maxCost: 20_000,
  maxTokens: 1_000,
  maxBodyBytes: 100_000,
  maxOperationsPerSocket: 20,
  maxSocketsPerAddress: 50,
  executionTimeoutMs: 10_000,
  bulkExecutionTimeoutMs: 150_000,
  assumedListSize: 10,
  listSizes: {
    'Query.saleBuyers': BUYERS_LIMIT,
    'Query.vehicleParts': 100,
    'Query.exportLocations': 100,
  },
  maxPageSize: MAX_PAGE_SIZE,
};
