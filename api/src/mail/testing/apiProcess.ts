// The api as a child process (`node --import tsx api/src/server.ts`), for tests that must kill it
// for real (SIGKILL: no close, no cleanup, like a crash or a power cut).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));

export interface ApiProcess {
  url: string;
  /** Kills the process with SIGKILL and waits until it is gone. */
  kill(): Promise<void>;
}

/** Starts the api on a free port with `env` over this process's environment. */
export async function spawnApi(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, SERVER], {
    env: { ...process.env, API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`api did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /api listening on (\S+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api exited (${code}) before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await kill();
    throw error;
  });
  return { url, kill };
}
