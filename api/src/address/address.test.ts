// The offline US address provider and GET /api/address/zip/{zip}, /api/address/search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/testApi.ts';
import { createOfflineAddressProvider } from './offlineProvider.ts';
import { createAddressProvider } from './provider.ts';

describe('offline address provider', () => {
  const provider = createOfflineAddressProvider();

  it('finds a ZIP code, with or without its +4 part', async () => {
    expect(await provider.byZip('12205')).toEqual({ zip: '12205', city: 'Albany', state: 'NY' });
    expect(await provider.byZip('12205-1234')).toMatchObject({ city: 'Albany' });
    expect(await provider.byZip('00000')).toBeNull();
    // Canadian postal codes of the data set are not US places
    expect(await provider.byZip('T0A')).toBeNull();
  });

  it('searches by ZIP prefix in ZIP order', async () => {
    const places = await provider.search('1220', 10);
    expect(places.length).toBeGreaterThan(1);
    expect(places.every((place) => place.zip.startsWith('1220'))).toBe(true);
    expect(places.map((place) => place.zip)).toEqual([...places.map((p) => p.zip)].sort());
  });

  it('searches by "City, ST" prefix, any case', async () => {
    const places = await provider.search('albany, ny', 5);
    expect(places).toHaveLength(5);
    expect(places.every((place) => place.city === 'Albany' && place.state === 'NY')).toBe(true);
    const any = await provider.search('Burlingt', 50);
    expect(new Set(any.map((place) => place.state)).size).toBeGreaterThan(1);
    expect(await provider.search('Zzzzqx', 10)).toEqual([]);
  });

  it('is chosen by configuration', () => {
    expect(createAddressProvider('offline').name).toBe('offline');
    expect(() => createAddressProvider('nowhere')).toThrow(/ADDRESS_PROVIDER/);
  });
});

describe('address routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api?.close());

  it('answers the city and state of a ZIP code with the state id of the company form', async () => {
    const response = await api.app.inject({ url: '/api/address/zip/12205' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      zip: '12205',
      city: 'Albany',
      state: 'NY',
      stateId: 33,
      stateName: 'New York',
    });
    expect((await api.app.inject({ url: '/api/address/zip/90210-1234' })).json().state).toBe('CA');
  });

  it('answers 404 for an unknown ZIP and 400 for a malformed one', async () => {
    const missing = await api.app.inject({ url: '/api/address/zip/00000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ZIP code not found');
    const bad = await api.app.inject({ url: '/api/address/zip/12a45' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a 5-digit US ZIP code.');
  });

  it('suggests at most 10 places with labels', async () => {
    const response = await api.app.inject({ url: '/api/address/search?query=Albany,%20NY' });
    expect(response.statusCode).toBe(200);
    const suggestions = response.json();
    expect(suggestions).toHaveLength(10);
    expect(suggestions[0]).toEqual({
      label: `Albany, NY ${suggestions[0].zip}`,
      zip: expect.stringMatching(/^\d{5}$/),
      city: 'Albany',
      state: 'NY',
      stateId: 33,
    });
    const byZip = (await api.app.inject({ url: '/api/address/search?query=9021' })).json();
    expect(byZip.every((s: { zip: string }) => s.zip.startsWith('9021'))).toBe(true);
    expect((await api.app.inject({ url: '/api/address/search?query=a' })).json()).toEqual([]);
    expect((await api.app.inject({ url: '/api/address/search' })).json()).toEqual([]);
  });

  it('leaves out places outside the US states (territories, military addresses)', async () => {
    const response = await api.app.inject({ url: '/api/address/search?query=009' });
    expect(response.statusCode).toBe(200);
    for (const suggestion of response.json()) expect(suggestion.stateId).toBeGreaterThan(0);
    const pr = await api.app.inject({ url: '/api/address/zip/00901' });
    expect(pr.statusCode).toBe(404);
  });
});
