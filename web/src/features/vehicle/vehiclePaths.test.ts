import { describe, expect, it } from 'vitest';
import {
  decodePublicId,
  publicVehiclePath,
  vehicleDetailPath,
  vinFromSlug,
} from './vehiclePaths.ts';

describe('vehicle paths', () => {
  it('links the detail page by VIN, make and model', () => {
    expect(
      vehicleDetailPath({ vin: '2T3BFREV5KW012345', make: 'Toyota', model: 'RAV4 Hybrid' }),
    ).toBe('/vehicle/2T3BFREV5KW012345-toyota-rav4-hybrid');
    expect(
      vehicleDetailPath({ vin: '1FTFW1E50KFA00001', make: 'Mercedes-Benz', model: null }),
    ).toBe('/vehicle/1FTFW1E50KFA00001-mercedes-benz');
  });

  it('reads the VIN or stock number before the first dash', () => {
    expect(vinFromSlug('2T3BFREV5KW012345-toyota-rav4')).toBe('2T3BFREV5KW012345');
    expect(vinFromSlug('CA24017-ford-f-150')).toBe('CA24017');
    expect(vinFromSlug('CA24017')).toBe('CA24017');
    expect(vinFromSlug(undefined)).toBe('');
  });

  it('round-trips the public id', () => {
    expect(publicVehiclePath(btoa('17'))).toBe('/public/vehicle/MTc%3D');
    expect(decodePublicId(btoa('17'))).toBe(17);
  });

  it('refuses a public id that is not base64 of a positive id', () => {
    expect(decodePublicId('not base64!')).toBeNull();
    expect(decodePublicId(btoa('abc'))).toBeNull();
    expect(decodePublicId(btoa('0'))).toBeNull();
    expect(decodePublicId(undefined)).toBeNull();
  });
});
