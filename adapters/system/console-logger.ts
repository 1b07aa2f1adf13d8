import type { Logger } from '../../application/ports/logger.ts';

const LEVELS = { silent: 99, error: 50, warn: 40, info: 30, debug: 20 } as const;
export type LogLevel = keyof typeof LEVELS;

/** One JSON object a line on stdout (stderr for errors), so logs stay machine-readable. */
export class JsonConsoleLogger implements Logger {
  constructor(
    private readonly level: LogLevel = 'info',
    private readonly base: Record<string, unknown> = {},
  ) {}

  private write(level: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) {
    if (LEVELS[level] < LEVELS[this.level]) return;
    const line = JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...this.base, ...fields });
    (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  }

  info(message: string, fields?: Record<string, unknown>) { this.write('info', message, fields); }
  warn(message: string, fields?: Record<string, unknown>) { this.write('warn', message, fields); }
  error(message: string, fields?: Record<string, unknown>) { this.write('error', message, fields); }
  debug(message: string, fields?: Record<string, unknown>) { this.write('debug', message, fields); }
}
