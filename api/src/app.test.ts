// The application shell: OpenAPI document, health and the probes, unknown routes, uploaded files.
import { describe, expect, it } from 'vitest';
import { useTestApi } from './testing/useTestApi.ts';

const { api } = useTestApi();

describe('api shell', () => {
  it('publishes an OpenAPI document of the routes', async () => {
    const response = await api.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/login',
      '/api/auth/checkToken',
      '/api/auth/logout',
      '/api/user/profile',
      '/api/vehicle',
      '/api/vehicle/public',
      '/api/vehicle/getFiltersCanam',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('answers health and a JSON 404 for unknown routes', async () => {
    expect((await api.app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    const missing = await api.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers the probes: /healthz alive, /readyz ready, then 503 while draining', async () => {
    expect((await api.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    api.app.lifecycle.draining = true;
    try {
      const draining = await api.app.inject({ url: '/readyz' });
      expect([draining.statusCode, draining.json()]).toEqual([
        503,
        { statusCode: 503, error: 'Service Unavailable', code: 'NOT_READY', message: 'draining' },
      ]);
      // Still alive: only readiness changes while the process drains.
      expect((await api.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      api.app.lifecycle.draining = false;
    }
  });

  it('serves the vehicle photos the catalogue links to', async () => {
    const page = (await api.app.inject({ url: '/api/vehicle/public?resourcesPerPage=20' })).json();
    const photo = page.data.flatMap(
      (v: { vehicleHasParts: { photo: string }[] }) => v.vehicleHasParts,
    )[0];
    expect(photo.photo).toMatch(/^\/uploads\//);
    const file = await api.app.inject({ url: photo.photo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
  });
});
