// A vehicle of the registry for the tests, every field the screens read explicit (the mock
// payload generator would otherwise invent them), and the lists its forms offer.
export const VIN = '2T3BFREV5KW012345';
export const VEHICLE_ID = btoa('Vehicle:41');
export const AGENT = {
  __typename: 'Agent',
  id: btoa('Agent:4'),
  firstName: 'Ana',
  lastName: 'Diaz',
  nickname: 'Ana D',
};
export const OTHER_AGENT = {
  __typename: 'Agent',
  id: btoa('Agent:7'),
  firstName: 'Bo',
  lastName: 'Lee',
  nickname: null,
};

export const money = (amount: string) => ({
  amount,
  cents: Math.round(Number(amount) * 100),
  currency: 'USD',
});

export function photo(n: number, partName: string | null) {
  return {
    __typename: 'Photo',
    id: btoa(`Photo:${n}`),
    url: `/uploads/vehicles/41/${n}.jpg`,
    thumbnailUrl: `/uploads/vehicles/41/${n}-thumb.jpg`,
    partName,
    external: partName === null,
  };
}

export function registryVehicle(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Vehicle',
    id: VEHICLE_ID,
    vin: VIN,
    status: 'Draft',
    viewerCanEdit: true,
    missingForSale: [],
    stockNumber: 'S-1042',
    agent: AGENT,
    location: 'Montreal',
    releaseDate: null,
    crUrl: null,
    cost: null,
    fx: null,
    costUsd: money('18000.00'),
    price: money('24500.00'),
    reservedPrice: null,
    published: false,
    color: 'Blue',
    miles: 42000,
    equipment: ['alarm'],
    photos: [photo(1, 'Front'), photo(2, null)],
    vinNumber: {
      vinNumber: VIN,
      make: 'Toyota',
      model: 'RAV4',
      year: 2019,
      trim: 'LE',
      style: 'SUV',
      doors: 4,
      vehicleType: 'MULTIPURPOSE PASSENGER VEHICLE (MPV)',
      driveType: 'AWD',
      madeIn: 'JAPAN',
      madeInCity: 'Nagakusa',
      transmissionType: 'Automatic',
      engine: '2.5L',
      options: null,
    },
    ...extra,
  };
}

export const EXPORT_LOCATIONS = [
  { name: 'Montreal', address: null, link: null },
  { name: 'Toronto', address: null, link: null },
];
