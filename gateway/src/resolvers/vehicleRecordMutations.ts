// Mutation fields of a vehicle's records: add a check, a condition report or a note (REST POST
// vehicle/check, conditional-report, note), and set a record's status dot (PUT on the path of the
// kind its global id names). A new record comes back as the first edge of its vehicle's list
// (newest first), with the vehicle as it is after the change.
import { offsetToCursor } from '@canam/domain/cursors';
import type { VehicleRecordKind } from '@canam/domain/rest/vehicleRecords';
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { recordKindOfType } from '../models/vehicleRecords.ts';
import { databaseIdOf, fromGlobalId } from '../relay/ids.ts';
import { notFoundError } from './offerErrors.ts';
import { refuseGuests } from './recordKeepers.ts';
import { recordRefusal } from './vehicleRecordErrors.ts';
import { vehicleModel } from '../models/vehicle.ts';

type RecordMutations = Pick<
  MutationResolvers,
  'addCheck' | 'addConditionReport' | 'addNote' | 'setVehicleRecordStatus'
>;

/** The newest record is the first of its vehicle's list. */
const newEdge = <T>(node: T) => ({ cursor: offsetToCursor(0), node });

/** The vehicle after a change of its `kind` records: fetched anew, its counts through its lists. */
async function vehicleAfter(context: GatewayContext, kind: VehicleRecordKind, vehicleId: number) {
  const { loaders } = context;
  loaders.recordPages[kind].clearAll();
  loaders.vehicleById.clear(vehicleId);
  return vehicleModel(await loaders.vehicleById.load(vehicleId));
}

/** The vehicle's database id, or the userError of a global id that is not a vehicle's. */
function vehicleIdOf(globalId: string): number | UserError[] {
  return databaseIdOf(globalId, 'Vehicle') ?? notFoundError('vehicleId', 'Vehicle');
}

const refused = (userErrors: UserError[]) => ({ vehicle: null, userErrors });

/**
 * Adds one record of `kind` through `post` and answers `{[edgeKey]: edge, vehicle, userErrors}`:
 * the api's refusals become userErrors on the input's `fields`.
 */
async function addRecord<Key extends string, Node>(
  context: GatewayContext,
  kind: VehicleRecordKind,
  edgeKey: Key,
  vehicleGlobalId: string,
  fields: string[],
  post: (vehicleId: number) => Promise<Node>,
) {
  refuseGuests(context.credentials);
  const failed = (userErrors: UserError[]) =>
    ({ [edgeKey]: null, ...refused(userErrors) }) as Record<Key, null> & ReturnType<typeof refused>;
  const vehicleId = vehicleIdOf(vehicleGlobalId);
  if (typeof vehicleId !== 'number') return failed(vehicleId);
  let node: Node;
  try {
    node = await post(vehicleId);
  } catch (error) {
    return failed(recordRefusal(error, ['vehicleId', ...fields]));
  }
  const vehicle = await vehicleAfter(context, kind, vehicleId);
  return { [edgeKey]: newEdge(node), vehicle, userErrors: [] } as Record<
    Key,
    ReturnType<typeof newEdge<Node>>
  > & { vehicle: typeof vehicle; userErrors: UserError[] };
}

export const vehicleRecordMutations: RecordMutations = {
  addCheck: (_root, { input }, context) =>
    addRecord(
      context,
      'check',
      'checkEdge',
      input.vehicleId,
      ['date', 'number', 'amount'],
      (vehicleId) =>
        context.loaders.vehicleRecords.addCheck({
          vehicleId,
          date: input.date,
          number: input.number,
          amount: input.amount,
        }),
    ),

  addConditionReport: (_root, { input }, context) =>
    addRecord(
      context,
      'conditionalReport',
      'conditionReportEdge',
      input.vehicleId,
      ['url'],
      (vehicleId) =>
        context.loaders.vehicleRecords.addConditionalReport({ vehicleId, url: input.url }),
    ),

  addNote: (_root, { input }, context) =>
    addRecord(context, 'note', 'noteEdge', input.vehicleId, ['description'], (vehicleId) =>
      context.loaders.vehicleRecords.addNote({ vehicleId, description: input.description }),
    ),

  // The global id tells the kind, hence the REST path; an id of any other type is not found.
  async setVehicleRecordStatus(_root, { input }, context) {
    refuseGuests(context.credentials);
    const decoded = fromGlobalId(input.id);
    const kind = decoded ? recordKindOfType(decoded.type) : null;
    if (!decoded || kind === null)
      return { record: null, userErrors: notFoundError('id', 'Record') };
    try {
      const record = await context.loaders.vehicleRecords.setStatus(kind, {
        id: decoded.id,
        status: input.status,
      });
      return { record, userErrors: [] };
    } catch (error) {
      return { record: null, userErrors: recordRefusal(error, ['id', 'status']) };
    }
  },
};
