import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from '../../../application/ports/mailer.ts';
import type { Logger } from '../../../application/ports/logger.ts';
import { toOneLine } from '../../../domain/shared/text-fields.ts';
import { scrubText } from '../../system/log-redaction.ts';

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120);

/** Development only: a console line for each email, saying where to read it. */
export interface OutboxAnnouncer {
  print: (line: string) => void;
  /** Where the message can be read: the dev mailbox's URL, or the outbox folder. */
  readAt: string;
}

/**
 * The embedded mailer: each message becomes a JSON file (with its HTML and text) in `dir`. With `announce`
 * (development), each one is announced on the console — masked recipient, subject, where to read it — so a
 * developer finds their login link in the dev mailbox without a mail server. Neither that line nor the
 * JSON log line ever holds a full address or a link, which may carry a login or thread token (ADR 14).
 * Idempotent by key: the same message id is written once.
 */
export class FileOutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly announce?: OutboxAnnouncer,
  ) {}

  async send(sent: MailMessage): Promise<void> {
    // One line whatever reached it (a name stored before the forms refused line breaks): no forged log line.
    const message = { ...sent, subject: toOneLine(sent.subject) };
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${fileSafe(message.idempotencyKey)}.json`);
    const record = { ...message, from: this.from, sentAt: new Date().toISOString() };
    // Written whole to a temp file, then linked into place: readers never see half a file, and link()
    // fails if the key exists, so a message is written once.
    const tmp = path.join(this.dir, `.${fileSafe(message.idempotencyKey)}.${process.pid}.${Date.now()}.tmp`);
    await fs.writeFile(tmp, JSON.stringify(record, null, 2));
    try {
      await fs.link(tmp, file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return;
      throw e;
    } finally {
      await fs.rm(tmp, { force: true });
    }
    this.logger.info('Mail written to outbox', { to: message.to, subject: message.subject, file });
    // Addresses masked and tokens redacted wherever they are (a subject may quote an address).
    this.announce?.print(`  Mail to ${scrubText(`${toOneLine(message.to)}: "${message.subject}"`)} — read it at ${this.announce.readAt}`);
  }

  /** Every message in the outbox, newest first (the dev mailbox page and tests read this). */
  async list(): Promise<Array<MailMessage & { from: string; sentAt: string }>> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const messages = await Promise.all(
      names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await fs.readFile(path.join(this.dir, n), 'utf8'))),
    );
    return messages.sort((a, b) => String(b.sentAt).localeCompare(String(a.sentAt)));
  }
}
