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
  return loaders.vehicleById.load(vehicleId);
}

/** The vehicle's database id, or the userError of a global id that is not a vehicle's. */
function vehicleIdOf(globalId: string): number | UserError[] {
  return databaseIdOf(globalId, 'Vehicle') ?? notFoundError('vehicleId', 'Vehicle');
}

const refused = (userErrors: UserError[]) => ({ vehicle: null, userErrors });

export const vehicleRecordMutations: RecordMutations = {
  async addCheck(_root, { input }, context) {
    refuseGuests(context.credentials);
    const vehicleId = vehicleIdOf(input.vehicleId);
    if (typeof vehicleId !== 'number') return { checkEdge: null, ...refused(vehicleId) };
    const { date, number, amount } = input;
    let check;
    try {
      check = await context.loaders.vehicleRecords.addCheck({ vehicleId, date, number, amount });
    } catch (error) {
      const userErrors = recordRefusal(error, ['vehicleId', 'date', 'number', 'amount']);
      return { checkEdge: null, ...refused(userErrors) };
    }
    const vehicle = await vehicleAfter(context, 'check', vehicleId);
    return { checkEdge: newEdge(check), vehicle, userErrors: [] };
  },

  async addConditionReport(_root, { input }, context) {
    refuseGuests(context.credentials);
    const vehicleId = vehicleIdOf(input.vehicleId);
    if (typeof vehicleId !== 'number') return { conditionReportEdge: null, ...refused(vehicleId) };
    let report;
    try {
      report = await context.loaders.vehicleRecords.addConditionalReport({
        vehicleId,
        url: input.url,
      });
    } catch (error) {
      const userErrors = recordRefusal(error, ['vehicleId', 'url']);
      return { conditionReportEdge: null, ...refused(userErrors) };
    }
    const vehicle = await vehicleAfter(context, 'conditionalReport', vehicleId);
    return { conditionReportEdge: newEdge(report), vehicle, userErrors: [] };
  },

  async addNote(_root, { input }, context) {
    refuseGuests(context.credentials);
    const vehicleId = vehicleIdOf(input.vehicleId);
    if (typeof vehicleId !== 'number') return { noteEdge: null, ...refused(vehicleId) };
    let note;
    try {
      note = await context.loaders.vehicleRecords.addNote({
        vehicleId,
        description: input.description,
      });
    } catch (error) {
      const userErrors = recordRefusal(error, ['vehicleId', 'description']);
      return { noteEdge: null, ...refused(userErrors) };
    }
    const vehicle = await vehicleAfter(context, 'note', vehicleId);
    return { noteEdge: newEdge(note), vehicle, userErrors: [] };
  },

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
