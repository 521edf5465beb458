// Helpers of the process tests: free ports, a throw-away web build, polling a URL.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A directory with an index.html for the front server (the process tests need no real build). */
export async function tinyWebBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'canam-web-'));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>CANAM</title>');
  return dir;
}

/** Whether the process `pid` is alive (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
