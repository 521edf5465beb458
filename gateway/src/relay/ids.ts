// Opaque global ids of the Relay server specification: base64 of `Type:databaseId`, or of
// `Type:databaseId:vehicleId` for offers and offer chains, which the api only finds through
// their vehicle (GET /api/vehicle/getOfferHistory), so node() can resolve them. Database ids are
// PostgreSQL integers: anything outside 1..2147483647 is no id of ours and decodes to null.
// Some objects that are not nodes have ids of the same form, so that Relay keeps them apart and a
// mutation can name them: a vehicle's photos (VehiclePart, ExternalImage), the parts a photo may
// show (Part) and the buyers of a sale (SaleBuyer); node() answers null for them.
// A type renamed in the graph keeps decoding the ids minted under its old name, which tools may
// have stored: they name the same objects.

export type NodeType =
  | 'Vehicle'
  | 'User'
  | 'Company'
  | 'Agent'
  | 'SentEmail'
  | 'Offer'
  | 'OfferChain'
  | 'Notification'
  | 'Check'
  | 'ConditionReport'
  | 'Note'
  | 'AccessToken';

/** Every type a global id may name: the nodes and the objects that are not nodes. */
export type GlobalIdType = NodeType | 'VehiclePart' | 'ExternalImage' | 'Part' | 'SaleBuyer';

const NODE_TYPES: readonly string[] = [
  'Vehicle',
  'User',
  'Company',
  'Agent',
  'SentEmail',
  'Offer',
  'OfferChain',
  'Notification',
  'Check',
  'ConditionReport',
  'Note',
  'AccessToken',
  'VehiclePart',
  'ExternalImage',
  'Part',
  'SaleBuyer',
];

/** Old type names of ids minted before a rename, and the type they name now. */
const RENAMED_TYPES: Readonly<Record<string, GlobalIdType>> = {
  // Issue 14: the graph names notifications as the design does.
  OfferNotification: 'Notification',
};

/** The largest value of a PostgreSQL `integer` column (every serial id). */
const MAX_DATABASE_ID = 2_147_483_647;

export interface DecodedGlobalId {
  type: GlobalIdType;
  id: number;
  /** The vehicle of an offer or offer chain. */
  vehicleId?: number;
}

// btoa() encodes Latin-1, so it gives the UTF-8 base64 only for ASCII text; every id we make
// is ASCII (a type name and digits). It is the cheaper of the two: a 33-card catalogue page makes
// ~170 ids, and with btoa the gateway's CPU for that page fell by ~6 % (docs/decisions.md).
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function toGlobalId(type: string, databaseId: number | string, vehicleId?: number): string {
  const text =
    vehicleId === undefined ? `${type}:${databaseId}` : `${type}:${databaseId}:${vehicleId}`;
  return PRINTABLE_ASCII.test(text) ? btoa(text) : Buffer.from(text, 'utf8').toString('base64');
}

/** The type and database id behind a global id; null for anything that is not one of ours. */
export function fromGlobalId(globalId: string): DecodedGlobalId | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const text = Buffer.from(globalId, 'base64').toString('utf8');
  const match = /^([A-Za-z]+):([1-9]\d{0,9})(?::([1-9]\d{0,9}))?$/.exec(text);
  if (!match) return null;
  const type = Object.hasOwn(RENAMED_TYPES, match[1]!) ? RENAMED_TYPES[match[1]!]! : match[1]!;
  if (!NODE_TYPES.includes(type)) return null;
  const id = Number(match[2]);
  const vehicleId = match[3] === undefined ? undefined : Number(match[3]);
  if (id > MAX_DATABASE_ID || (vehicleId ?? 0) > MAX_DATABASE_ID) return null;
  const decoded: DecodedGlobalId = { type: type as GlobalIdType, id };
  if (vehicleId !== undefined) decoded.vehicleId = vehicleId;
  return decoded;
}

/** The database id inside a global id of the given type, or null. */
export function databaseIdOf(globalId: string, type: GlobalIdType): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded && decoded.type === type ? decoded.id : null;
}
