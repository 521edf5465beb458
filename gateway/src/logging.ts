// The log lines of the gateway, the front server and the supervisor: JSON lines (time, level,
// service, msg, plus fields) when LOG_FORMAT=json, human-readable lines otherwise. LOG_FORMAT
// unset means json under NODE_ENV=production and human elsewhere (a terminal). The api has the
// same in api/src/logging.ts (the gateway does not import the api).
import { pino, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'human';

export function logFormatOf(env: NodeJS.ProcessEnv = process.env): LogFormat {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format === 'json' || format === 'human') return format;
  return env.NODE_ENV === 'production' ? 'json' : 'human';
}

export function createLogger(
  service: string,
  level: string,
  format: LogFormat = logFormatOf(),
): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  if (format === 'json') return pino(options);
  return pino(
    options,
    pretty({
      sync: true,
      ignore: 'pid,hostname,service',
      messageFormat: `[${service}] {msg}`,
      translateTime: 'SYS:HH:MM:ss.l',
    }),
  );
}
