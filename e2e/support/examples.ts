// The documentation's example programs as child processes: run one to its end, or start one and
// wait for a line of its output (a subscriber saying it is subscribed) while it goes on.
import { spawn } from 'node:child_process';

export interface ExampleRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunningExample {
  /** Resolves with the match of the first stdout line matching `pattern`; rejects if it exits first. */
  line(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
}

/** Starts `command` with `env` added to this process's environment. */
export function startExample(
  [command, ...args]: string[],
  env: Record<string, string>,
): RunningExample {
  const child = spawn(command!, args, { env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      resolve(code);
      for (const listener of listeners) listener();
    });
  });
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const listener of listeners) listener();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return {
    line(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = stdout
            .split('\n')
            .slice(0, -1) // only whole lines
            .map((line) => pattern.exec(line))
            .find((found) => found !== null);
          if (match) {
            listeners.delete(check);
            resolve(match);
          } else if (child.exitCode !== null || child.signalCode !== null) {
            listeners.delete(check);
            reject(new Error(`exited before ${pattern}: ${stdout}${stderr}`));
          }
        };
        listeners.add(check);
        check();
      });
    },
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

/** Runs `command` to its end. */
export async function runExample(
  command: string[],
  env: Record<string, string>,
): Promise<ExampleRun> {
  const running = startExample(command, env);
  const code = await running.exited;
  return { code, stdout: running.stdout(), stderr: running.stderr() };
}
