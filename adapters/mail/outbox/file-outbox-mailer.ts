import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from '../../../application/ports/mailer.ts';
import type { Logger } from '../../../application/ports/logger.ts';
import { toOneLine } from '../../../domain/shared/text-fields.ts';

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120);

/**
 * The embedded mailer: each message becomes a JSON file (with its HTML and text) in `dir`. With `printLinks`
 * (development), the links in it are printed to the console so a developer can log in without a mail
 * server; the JSON log line names only the (masked) recipient and subject, never a link, which may hold a
 * login token. Idempotent by key: the same message id is written once.
 */
export class FileOutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly printLinks?: (line: string) => void,
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
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    if (this.printLinks && links.length) this.printLinks(`  Mail to ${message.to} — "${message.subject}": ${links.join('  ')}`);
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
