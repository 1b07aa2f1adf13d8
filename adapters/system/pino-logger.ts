import { hostname } from 'node:os';
import { pino, stdTimeFunctions, type DestinationStream, type Logger as Pino } from 'pino';
import type { Logger } from '../../application/ports/logger.ts';
import { redactLogFields, scrubText } from './log-redaction.ts';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

export interface PinoLoggerOptions {
  level?: LogLevel;
  /** Where the JSON lines go; stdout when absent (tests pass a stream to read them). */
  destination?: DestinationStream;
  /** Fields on every line (e.g. `{ process: 'worker' }`). */
  base?: Record<string, unknown>;
}

/**
 * The Logger port on pino: one JSON object a line (`level`, `time`, `pid`, `hostname`, `msg`, then the fields), on stdout.
 * Every line goes through log-redaction first: secrets are dropped, emails masked, tokens in URLs redacted.
 */
export class PinoLogger implements Logger {
  private readonly pino: Pino;

  constructor(options: PinoLoggerOptions = {}) {
    const settings = {
      level: options.level ?? 'info',
      base: { pid: process.pid, hostname: hostname(), ...options.base },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
    };
    this.pino = options.destination ? pino(settings, options.destination) : pino(settings);
  }

  private write(level: 'info' | 'warn' | 'error' | 'debug', message: string, fields?: Record<string, unknown>) {
    if (!this.pino.isLevelEnabled(level)) return;
    this.pino[level](redactLogFields(fields), scrubText(message));
  }

  info(message: string, fields?: Record<string, unknown>) {
    this.write('info', message, fields);
  }
  warn(message: string, fields?: Record<string, unknown>) {
    this.write('warn', message, fields);
  }
  error(message: string, fields?: Record<string, unknown>) {
    this.write('error', message, fields);
  }
  debug(message: string, fields?: Record<string, unknown>) {
    this.write('debug', message, fields);
  }
}
