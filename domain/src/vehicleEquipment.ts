// The registry's step 2 (specification 001, section 3): the equipment checklist, the colours and
// the transmissions a vehicle can have.

export const EQUIPMENT_FLAGS = [
  'airConditioning',
  'memorySeats',
  'alarm',
  'navigationSystem',
  'alloyWheels',
  'powerLocks',
  'bluetooth',
  'powerMirrors',
  'dualClimateControl',
  'powerSeats',
  'entertainmentPackage',
  'powerWindows',
  'fogLights',
  'stabilityControl',
  'heatedMirrors',
  'sunroof',
  'heatedSeats',
  'towPackage',
  'keylessEntry',
  'xenonHeadlights',
  'leatherSeats',
] as const;
export type EquipmentFlag = (typeof EQUIPMENT_FLAGS)[number];

export const EQUIPMENT_LABELS: Record<EquipmentFlag, string> = {
  airConditioning: 'Air conditioning',
  memorySeats: 'Memory seats',
  alarm: 'Alarm',
  navigationSystem: 'Navigation system',
  alloyWheels: 'Alloy wheels',
  powerLocks: 'Power locks',
  bluetooth: 'Bluetooth',
  powerMirrors: 'Power mirrors',
  dualClimateControl: 'Dual climate control',
  powerSeats: 'Power seats',
  entertainmentPackage: 'Entertainment package',
  powerWindows: 'Power windows',
  fogLights: 'Fog lights',
  stabilityControl: 'Stability control',
  heatedMirrors: 'Heated mirrors',
  sunroof: 'Sunroof',
  heatedSeats: 'Heated seats',
  towPackage: 'Tow package',
  keylessEntry: 'Keyless entry',
  xenonHeadlights: 'Xenon headlights',
  leatherSeats: 'Leather seats',
};

export const VEHICLE_COLORS = [
  'Black',
  'White',
  'Red',
  'Orange',
  'Pink',
  'Brown',
  'Yellow',
  'Blue',
] as const;
export type VehicleColor = (typeof VEHICLE_COLORS)[number];

/** Manual and Automatic are the registry's; CVT also appears in the catalogue filters. */
export const TRANSMISSIONS = ['Manual', 'Automatic', 'CVT'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
