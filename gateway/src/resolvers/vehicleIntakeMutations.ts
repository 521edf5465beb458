// Mutation fields of the registry and the edit screen (REST domain/src/rest/vehicleIntake.ts):
// register a VIN, edit the fields, set the status, delete, sell, save the price and the money
// received. Each answers the vehicle as it is after the change (the api's answer where it is the
// vehicle, else read anew), so Relay updates the same Vehicle record the other screens show; the
// api's refusals of the input are userErrors (vehicleIntakeErrors.ts).
import type { VehicleDto } from '@canam/domain/rest/vehicle';
import type { VehicleFieldsInput } from '@canam/domain/rest/vehicleIntake';
import type {
  MutationResolvers,
  UpdateVehicleInput,
  UserError,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { databaseIdOf } from '../relay/ids.ts';
import { notFoundError } from './offerErrors.ts';
import { vehicleAfter } from './vehicleAfter.ts';
import { intakeRefusal, refuseGuestEditors } from './vehicleIntakeErrors.ts';

type IntakeMutations = Pick<
  MutationResolvers,
  | 'registerVehicle'
  | 'updateVehicle'
  | 'setVehicleStatus'
  | 'deleteVehicle'
  | 'sellVehicle'
  | 'saveVehiclePrice'
  | 'saveReceivedPrice'
>;

const refused = (userErrors: UserError[]) => ({ vehicle: null, userErrors });

/** The input fields UpdateVehicleInput shares with the api's `vehicle` part, by the same name. */
const SAME_NAMED_FIELDS = [
  'stockNumber',
  'releaseDate',
  'location',
  'crUrl',
  'cost',
  'fx',
  'costUsd',
  'price',
  'color',
  'miles',
  'year',
  'make',
  'model',
  'trim',
  'transmissionType',
  'equipment',
] as const satisfies readonly (keyof UpdateVehicleInput & keyof VehicleFieldsInput)[];

const UPDATE_FIELDS = ['vehicleId', 'agentId', ...SAME_NAMED_FIELDS];

/**
 * The api's `vehicle` part: only the fields the input gives (null included: it clears trim,
 * crUrl and releaseDate), the agent's global id as its user id; or the userError of an agent id
 * that is no Agent's.
 */
function vehicleFieldsOf(input: UpdateVehicleInput): VehicleFieldsInput | UserError[] {
  const fields: Record<string, unknown> = {};
  for (const name of SAME_NAMED_FIELDS) {
    if (input[name] !== undefined) fields[name] = input[name];
  }
  if (input.agentId !== undefined) {
    // An Agent's global id carries the agent's user id (resolvers/Agent.ts); null the api refuses.
    const userId = input.agentId === null ? null : databaseIdOf(input.agentId, 'Agent');
    if (input.agentId !== null && userId === null) return notFoundError('agentId', 'Agent');
    fields.userId = userId;
  }
  return fields as VehicleFieldsInput;
}

/** vehicle/update with a status (setVehicleStatus, deleteVehicle), answered with the vehicle. */
async function setStatus(
  context: GatewayContext,
  vehicleGlobalId: string,
  status: 'Draft' | 'ReadyToSell' | 'InStock' | 'Inactive',
) {
  refuseGuestEditors(context.credentials);
  const vehicleId = databaseIdOf(vehicleGlobalId, 'Vehicle');
  if (vehicleId === null) return refused(notFoundError('vehicleId', 'Vehicle'));
  try {
    const vehicle = await context.loaders.vehicleIntake.update({ id: vehicleId, status });
    return { vehicle: await vehicleAfter(context, vehicleId, vehicle), userErrors: [] };
  } catch (error) {
    return refused(intakeRefusal(error, ['vehicleId', 'status'], { id: 'vehicleId' }));
  }
}

/** A call about one vehicle that answers the vehicle as it is after the change. */
async function changeVehicle(
  context: GatewayContext,
  vehicleGlobalId: string,
  fields: readonly string[],
  change: (vehicleId: number) => Promise<VehicleDto>,
) {
  refuseGuestEditors(context.credentials);
  const vehicleId = databaseIdOf(vehicleGlobalId, 'Vehicle');
  if (vehicleId === null) return refused(notFoundError('vehicleId', 'Vehicle'));
  try {
    const answer = await change(vehicleId);
    return { vehicle: await vehicleAfter(context, vehicleId, answer), userErrors: [] };
  } catch (error) {
    return refused(intakeRefusal(error, ['vehicleId', ...fields]));
  }
}

export const vehicleIntakeMutations: IntakeMutations = {
  async registerVehicle(_root, { input }, context) {
    refuseGuestEditors(context.credentials);
    try {
      const answer = await context.loaders.vehicleIntake.register({ vinNumber: input.vin });
      return {
        vehicle: await vehicleAfter(context, answer.vehicle.id, answer.vehicle),
        created: answer.created,
        decoded: answer.decoded,
        userErrors: [],
      };
    } catch (error) {
      return {
        vehicle: null,
        created: false,
        decoded: false,
        userErrors: intakeRefusal(error, ['vin']),
      };
    }
  },

  async updateVehicle(_root, { input }, context) {
    refuseGuestEditors(context.credentials);
    const vehicleId = databaseIdOf(input.vehicleId, 'Vehicle');
    if (vehicleId === null) return refused(notFoundError('vehicleId', 'Vehicle'));
    const vehicle = vehicleFieldsOf(input);
    if (Array.isArray(vehicle)) return refused(vehicle);
    try {
      const answer = await context.loaders.vehicleIntake.update({ id: vehicleId, vehicle });
      return { vehicle: await vehicleAfter(context, vehicleId, answer), userErrors: [] };
    } catch (error) {
      return refused(intakeRefusal(error, UPDATE_FIELDS, { id: 'vehicleId' }));
    }
  },

  setVehicleStatus: (_root, { input }, context) =>
    setStatus(context, input.vehicleId, input.status),

  // Deleting is the Inactive status: the vehicle stays, and can no longer be edited.
  deleteVehicle: (_root, { input }, context) => setStatus(context, input.vehicleId, 'Inactive'),

  async sellVehicle(_root, { input }, context) {
    refuseGuestEditors(context.credentials);
    const buyer = databaseIdOf(input.buyerId, 'SaleBuyer');
    if (buyer === null) return refused(notFoundError('buyerId', 'Buyer'));
    return changeVehicle(context, input.vehicleId, ['price', 'buyerId', 'date'], (vehiclesId) =>
      context.loaders.vehicleIntake.sell({
        vehiclesId,
        price: input.price,
        buyer,
        registerDate: input.date,
      }),
    );
  },

  saveVehiclePrice: (_root, { input }, context) =>
    changeVehicle(context, input.vehicleId, ['price', 'reservedPrice', 'published'], (vehicleId) =>
      context.loaders.vehicleIntake.savePrice({
        vehicleId,
        published: input.published,
        price: input.price,
        typeCurrency: 'USD',
        reservedPrice: input.reservedPrice ?? null,
      }),
    ),

  saveReceivedPrice: (_root, { input }, context) =>
    changeVehicle(context, input.vehicleId, ['receivedPrice'], (vehiclesId) =>
      context.loaders.vehicleIntake.saveReceivedPrice({
        vehiclesId,
        receivedPrice: input.receivedPrice,
      }),
    ),
};
