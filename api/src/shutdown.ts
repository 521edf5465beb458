// How a service process ends: on SIGTERM or SIGINT (or when the supervisor that started it with
// an IPC channel goes away) it runs its graceful close once and exits 0, or 1 when the close
// fails. A second signal while draining exits at once.
import type { FastifyBaseLogger } from 'fastify';

type ShutdownLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export function exitAfterShutdown(log: ShutdownLog, close: () => Promise<void>): void {
  let closing = false;
  const stop = (reason: string) => {
    if (closing) {
      log.error({ reason }, 'stopped again while draining: exiting now');
      process.exit(1);
    }
    closing = true;
    log.info({ reason }, 'draining');
    close().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error(error, 'graceful stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Started by the supervisor with an IPC channel: its end (even a SIGKILL) stops this one too.
  if (process.send) process.on('disconnect', () => stop('supervisor gone'));
}
