// The documentation's example programs as child processes: run one to its end, or start one and
// wait for a line of its output (a subscriber saying it is subscribed) while it goes on.
import { spawn, type ChildProcess } from 'node:child_process';

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

/** Children still running, so a failed test leaves none behind (stopExamples). */
const running = new Set<ChildProcess>();

/** Starts `command` with `env` added to this process's environment. */
export function startExample(
  [command, ...args]: string[],
  env: Record<string, string>,
): RunningExample {
  const child = spawn(command!, args, { env: { ...process.env, ...env } });
  running.add(child);
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      running.delete(child);
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
  const example = startExample(command, env);
  const code = await example.exited;
  return { code, stdout: example.stdout(), stderr: example.stderr() };
}

/** Ends the examples still running (a test that failed while one waited for an event). */
export function stopExamples(): void {
  for (const child of running) child.kill();
}
