import type { Logger } from '../../../application/ports/logger.ts';

/** Keeps every log line (all levels) so a test can search what the app would have logged. */
export class CapturingLogger implements Logger {
  readonly lines: string[] = [];
  private write(level: string, message: string, fields?: Record<string, unknown>) {
    this.lines.push(JSON.stringify({ level, msg: message, ...fields }));
  }
  info(m: string, f?: Record<string, unknown>) { this.write('info', m, f); }
  warn(m: string, f?: Record<string, unknown>) { this.write('warn', m, f); }
  error(m: string, f?: Record<string, unknown>) { this.write('error', m, f); }
  debug(m: string, f?: Record<string, unknown>) { this.write('debug', m, f); }
}
