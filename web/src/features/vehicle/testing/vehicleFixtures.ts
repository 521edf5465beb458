// Viewers and a vehicle for the component tests, every nullable field explicit (the mock
// payload generator would otherwise invent an offer, a sale and a price).
const DAY = 86_400_000;

export const viewers = {
  guest: { isLoggedIn: false, roles: [], companyStatus: null, homeRoute: '/', canSeePrices: false },
  accepted: {
    isLoggedIn: true,
    roles: ['ROLE_BUYER'],
    companyStatus: 'ACCEPTED',
    homeRoute: '/buyer/buyer-car-list',
    canSeePrices: true,
  },
  pending: {
    isLoggedIn: true,
    roles: ['ROLE_BUYER'],
    companyStatus: 'PENDING',
    homeRoute: '/buyer/buyer-car-list',
    canSeePrices: false,
  },
  noCompany: {
    isLoggedIn: true,
    roles: ['ROLE_CLIENT'],
    companyStatus: null,
    homeRoute: '/buyer/car-list',
    canSeePrices: false,
  },
  admin: {
    isLoggedIn: true,
    roles: ['ROLE_ADMIN'],
    companyStatus: null,
    homeRoute: '/admin/vehicles/list',
    canSeePrices: true,
  },
  agent: {
    isLoggedIn: true,
    roles: ['ROLE_AGENT'],
    companyStatus: null,
    homeRoute: '/agent/vehicles/list',
    canSeePrices: true,
  },
} as const;

export type ViewerName = keyof typeof viewers;

export const PRICE = { amount: '24500.00', cents: 2_450_000, currency: 'USD' };
export const TOTAL = { amount: '24950.00', cents: 2_495_000, currency: 'USD' };

/**
 * The global id tests give the vehicle when mutations or events return it again, so they update
 * the same record (not in baseVehicle: lists of several vehicles need their own ids).
 */
export const VEHICLE_ID = 'VmVoaWNsZTo0Mg==';

export function baseVehicle(now: number = Date.now()) {
  return {
    databaseId: 42,
    publicId: btoa('42'),
    title: '2019 Toyota RAV4',
    vin: '2T3BFREV5KW012345',
    status: 'ReadyToSell',
    stockNumber: 'CA24017',
    miles: 42000,
    color: 'Blue',
    location: 'Montreal, QC',
    exportLocation: {
      name: 'Champlain',
      address: '1178 State Route 9, Champlain, NY 12919',
      link: 'https://maps.google.com/?q=Champlain',
    },
    releaseDate: new Date(now - DAY).toISOString(),
    publishUntil: null,
    crUrl: null,
    conditionReportLinks: [],
    photos: [
      {
        url: '/uploads/vehicles/rav4-side.svg',
        thumbnailUrl: '/uploads/vehicles/rav4-side.svg',
        partName: 'Side',
      },
      {
        url: '/uploads/vehicles/rav4-front.svg',
        thumbnailUrl: '/uploads/vehicles/rav4-front.svg',
        partName: 'Front',
      },
    ],
    vinNumber: {
      make: 'Toyota',
      model: 'RAV4',
      year: 2019,
      trim: 'XLE',
      options: 'AWD, Sunroof',
      style: 'SUV',
      doors: 4,
      vehicleType: 'MPV',
      driveType: 'AWD',
      engine: '2.5L I4',
      transmissionType: 'Automatic',
    },
    price: null as typeof PRICE | null,
    totalPrice: null as typeof TOTAL | null,
    cost: null,
    costUsd: null,
    finalPrice: null,
    offerClient: null,
    sale: null,
    agent: null,
    workOrder: null,
    viewerCanEdit: false,
    hasPendingOffer: false,
  };
}

/** The staff-only fields as the api sends them to staff. */
export const staffFields = {
  price: PRICE,
  totalPrice: TOTAL,
  cost: { amount: '28000.00', cents: 2_800_000, currency: 'USD' },
  costUsd: { amount: '21500.00', cents: 2_150_000, currency: 'USD' },
  publishUntil: '2024-03-08T15:30:00.000Z',
  workOrder: true,
  agent: { firstName: 'Jules', lastName: 'Tremblay', nickname: 'Jules' },
};

export const soldFields = {
  status: 'Sold',
  finalPrice: { amount: '24100.00', cents: 2_410_000, currency: 'USD' },
  sale: {
    registerDate: '2024-03-05T15:30:00.000Z',
    salePrice: { amount: '24100.00', cents: 2_410_000, currency: 'USD' },
    buyer: { firstName: 'Angela', lastName: 'Russo' },
  },
};
