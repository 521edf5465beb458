// One service run as a child process (`node --import tsx <script>`, or plain `node` for a built
// .mjs) and kept running: a crash
// starts it again after the restart policy's delay, without touching the other services, until
// a crash loop makes the supervisor give up. Each child is its own process group (Ctrl+C reaches
// only the supervisor, which stops the children in order) and holds an IPC channel whose end
// stops it too, so no child outlives a supervisor that was killed.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from 'pino';
import { CrashHistory, type RestartPolicy } from './restartPolicy.ts';
import { answersReady } from './waitForReady.ts';

export interface ChildSpec {
  /** api, gateway, front */
  name: string;
  /** The service's entry file: TypeScript (run under tsx) or a build (plain Node). */
  script: string;
  /** Node.js flags before the entry file (e.g. the gateway's heap ceiling). */
  nodeFlags?: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Its GET /readyz. */
  readyUrl: string;
}

export interface SupervisedChild {
  readonly name: string;
  readonly readyUrl: string;
  /** The running process's id (undefined between a crash and its restart). */
  pid(): number | undefined;
  /** How many times it was started again after a crash. */
  restarts(): number;
  /** Why the supervisor stopped restarting it (a crash loop), or null. */
  gaveUp(): string | null;
  /** How the last process ended (null while the first one runs). */
  lastExit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** SIGTERM, and SIGKILL after `timeoutMs`; resolves when it has exited; no more restarts. */
  stop(timeoutMs: number): Promise<void>;
}

export interface ChildEvents {
  log: Logger;
  /** A crash loop: the caller decides what happens to the rest. */
  onGiveUp(name: string, reason: string): void;
}

export function superviseChild(
  spec: ChildSpec,
  policy: RestartPolicy,
  events: ChildEvents,
): SupervisedChild {
  const history = new CrashHistory(policy);
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  let restarts = 0;
  let gaveUp: string | null = null;
  let lastExit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    const startedAt = Date.now();
    const process_ = spawn(
      process.execPath,
      [
        ...(spec.nodeFlags ?? []),
        ...(spec.script.endsWith('.ts') ? ['--import', 'tsx'] : []),
        spec.script,
      ],
      {
        cwd: spec.cwd,
        env: spec.env,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        detached: true,
      },
    );
    child = process_;
    exited = new Promise((resolve) => {
      let ended = false;
      const onEnd = (code: number | null, signal: NodeJS.Signals | null) => {
        if (ended) return;
        ended = true;
        child = undefined;
        lastExit = { code, signal };
        resolve();
        if (!stopping) restartLater(code, signal, Date.now() - startedAt);
      };
      process_.once('exit', onEnd);
      // A process that could not be spawned at all emits 'error' and maybe no 'exit'.
      process_.once('error', (error) => {
        events.log.error({ child: spec.name, error: String(error) }, `${spec.name}: ${error}`);
        if (process_.pid === undefined) onEnd(null, null);
      });
    });
  };

  const restartLater = (code: number | null, signal: NodeJS.Signals | null, upForMs: number) => {
    const delay = history.next(Date.now(), upForMs);
    if (delay === null) {
      gaveUp = `crashed more than ${policy.maxCrashes} times in ${policy.crashWindowMs} ms`;
      events.log.error({ child: spec.name, code, signal }, `${spec.name}: ${gaveUp}`);
      events.onGiveUp(spec.name, gaveUp);
      return;
    }
    events.log.warn(
      { child: spec.name, code, signal, restartInMs: delay },
      `${spec.name} exited (${signal ?? `code ${code}`}); starting it again`,
    );
    restartTimer = setTimeout(() => {
      restarts++;
      start();
      void announceReady();
    }, delay);
  };

  /** After a restart: one log line once it serves again. */
  const announceReady = async () => {
    const pid = child?.pid;
    while (!stopping && child?.pid === pid && pid !== undefined) {
      if (await answersReady(spec.readyUrl)) {
        events.log.info({ child: spec.name, pid }, `${spec.name} is ready again`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  start();
  return {
    name: spec.name,
    readyUrl: spec.readyUrl,
    pid: () => child?.pid,
    restarts: () => restarts,
    gaveUp: () => gaveUp,
    lastExit: () => lastExit,
    async stop(timeoutMs) {
      stopping = true;
      clearTimeout(restartTimer);
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      const killer = setTimeout(() => {
        events.log.error({ child: spec.name }, `${spec.name} did not stop in time: SIGKILL`);
        running.kill('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(killer);
    },
  };
}
