// The front server's static files over real HTTP: the precompressed copy the request accepts
// (brotli first, gzip next, else the file as it is), with Vary and the right length; copies
// never served by their own name; client routes answered by index.html; nothing outside the build.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './staticFiles.ts';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
let root: string;
let distDir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'canam-static-'));
  distDir = path.join(root, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(distDir, 'assets', 'app.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'only-gzip.css'), 'a{}');
  await writeFile(path.join(distDir, 'assets', 'only-gzip.css.gz'), gzipSync('a{}'));
  await writeFile(path.join(distDir, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(root, 'secret.txt'), 'outside the build');
  server = http.createServer((req, res) => void serveStatic(distDir, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress and drop the encoding), its headers and body bytes. */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${base}${pathname}`, { headers, method }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('static files of the front server', () => {
  it('sends the brotli copy to a browser accepting it, with its length and Vary', async () => {
    const answer = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client accepting only gzip, and to one preferring it', async () => {
    for (const accept of ['gzip', 'gzip;q=1, br;q=0.5']) {
      const answer = await get('/assets/app.js', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('falls back to gzip when a file has no brotli copy', async () => {
    const answer = await get('/assets/only-gzip.css', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe('a{}');
  });

  it('sends the file as it is without Accept-Encoding, or when it refuses both', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ]) {
      const answer = await get('/assets/app.js', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('sends a file the build did not compress as it is, without Vary', async () => {
    const answer = await get('/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.length).toBe(4);
  });

  it('answers HEAD with the headers only', async () => {
    const answer = await get('/assets/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('never serves a copy by its own name, nor anything outside the build', async () => {
    expect((await get('/assets/app.js.br')).status).toBe(404);
    expect((await get('/assets/app.js.gz')).status).toBe(404);
    expect((await get('/assets/missing.js')).status).toBe(404);
    const escaped = await get('/../secret.txt');
    expect(escaped.body.toString()).not.toContain('outside the build');
    const encoded = await get('/%2e%2e/secret.txt');
    expect(encoded.body.toString()).not.toContain('outside the build');
  });

  it('answers the client routes with index.html', async () => {
    const answer = await get('/inventory/vehicles?make=Honda');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toContain('<title>app</title>');
  });
});
