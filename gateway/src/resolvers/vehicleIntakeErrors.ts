// userErrors of the vehicle intake mutations (registry, edit, sale, price, photos, bulk files):
// the api's refusal of the input, with its message and code as the api sent them, on the input
// field it concerns. Fields and codes are read from the error body, never recovered from texts.
// Who may not do it at all is a top-level error: 401 UNAUTHENTICATED, 403 FORBIDDEN (also 403
// NOT_YOUR_VEHICLE: an agent's right, not its input), as is an api that cannot answer.
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '@canam/domain/rest/errors';
import type { UserError } from '../__generated__/resolvers-types.ts';
import type { RestCredentials } from '../rest/client.ts';
import { restCodeOf, restFieldOf, restMessageOf, restStatusOf } from '../rest/HttpError.ts';
import { toGraphQLError } from '../rest/errors.ts';

/** The api's refusals that the user can act on (statuses 400, 404, 409, 410). */
const INPUT_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'INVALID_INPUT',
  'INVALID_VIN',
  'VEHICLE_SOLD',
  'VEHICLE_DELETED',
  'VEHICLE_INCOMPLETE',
  'STOCK_NUMBER_TAKEN',
  'CONFLICT',
  'VEHICLE_NOT_FOUND',
  'PART_NOT_FOUND',
  'PHOTO_NOT_FOUND',
  'BUYER_NOT_FOUND',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_EXPIRED',
  'FILE_INVALID',
]);
const INPUT_STATUSES = [400, 404, 409, 410];

/** The input field of a refusal that names no field of its own, by the api's code. */
const FIELD_BY_CODE: Partial<Record<ErrorCode, string>> = {
  INVALID_VIN: 'vin',
  STOCK_NUMBER_TAKEN: 'stockNumber',
  VEHICLE_NOT_FOUND: 'vehicleId',
  PART_NOT_FOUND: 'partId',
  PHOTO_NOT_FOUND: 'photoId',
  BUYER_NOT_FOUND: 'buyerId',
  UPLOAD_NOT_FOUND: 'upload',
  UPLOAD_EXPIRED: 'upload',
  FILE_INVALID: 'upload',
};

/** The api's names of fields (in its bodies) that the graph's inputs call otherwise. */
const INPUT_NAMES: Readonly<Record<string, string>> = {
  vinNumber: 'vin',
  vehiclesId: 'vehicleId',
  'vehicle.userId': 'agentId',
  buyer: 'buyerId',
  registerDate: 'date',
  partsId: 'partId',
};

/**
 * The input field the api's INVALID_INPUT field names: renamed by the call (`renamed`, e.g. the
 * `id` of vehicle/update is vehicleId) or by INPUT_NAMES, else its last name (vehicle.price is
 * price); list positions (equipment.3) are dropped. Null when it is no field of `fields`.
 */
function inputField(
  apiField: string,
  fields: readonly string[],
  renamed: Readonly<Record<string, string>>,
): string | null {
  const path = apiField.split('.').filter((name) => !/^\d+$/.test(name));
  const joined = path.join('.');
  const last = path.at(-1) ?? '';
  const candidates = [renamed[joined], INPUT_NAMES[joined], renamed[last], INPUT_NAMES[last], last];
  return candidates.find((name) => name !== undefined && fields.includes(name)) ?? null;
}

/**
 * The api's refusal of the input as one userError (field null when it concerns the whole
 * vehicle, e.g. VEHICLE_SOLD); anything else is rethrown as a top-level GraphQL error.
 */
export function intakeRefusal(
  error: unknown,
  fields: readonly string[],
  renamed: Readonly<Record<string, string>> = {},
): UserError[] {
  const status = restStatusOf(error);
  const code = restCodeOf(error);
  if (status === null || !INPUT_STATUSES.includes(status) || !code || !INPUT_REFUSALS.has(code)) {
    throw toGraphQLError(error);
  }
  const apiField = code === 'INVALID_INPUT' ? restFieldOf(error) : null;
  const field =
    apiField !== null ? inputField(apiField, fields, renamed) : (FIELD_BY_CODE[code] ?? null);
  return [
    {
      field: field !== null && fields.includes(field) ? field : null,
      message: restMessageOf(error),
      code,
    },
  ];
}

/** Only a logged-in user may change vehicles: a guest is refused at once, without a call. */
export function refuseGuestEditors(credentials: RestCredentials): void {
  if (!credentials.accessToken) {
    throw new GraphQLError('Log in to register and edit vehicles', {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
}
