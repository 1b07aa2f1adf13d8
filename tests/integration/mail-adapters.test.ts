import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../application/ports/mailer.ts';
import { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import { SmtpMailer } from '../../adapters/mail/smtp/smtp-mailer.ts';
import { HtmlEmailRenderer } from '../../adapters/mail/templates/email-templates.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { CapturingLogger } from '../support/fakes/capturing-logger.ts';
import { decodeMail, startSmtpServer } from '../support/smtp.ts';

interface Harness {
  mailer: Mailer;
  /** What arrived for this recipient: subject, text and html as the receiving side sees them. */
  received(to: string): Promise<{ subject: string; body: string } | undefined>;
  stop(): Promise<void>;
}

const FROM = 'Upstate Wedding Directory <hello@upstateweddingdirectory.com>';

const harnesses: Record<string, () => Promise<Harness>> = {
  'outbox files': async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-mail-'));
    const mailer = new FileOutboxMailer(dir, FROM, new PinoLogger({ level: 'silent' }));
    return {
      mailer,
      received: async (to) => {
        const m = (await mailer.list()).find((x) => x.to === to);
        return m ? { subject: m.subject, body: `${m.text}\n${m.html}` } : undefined;
      },
      stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  'SMTP (smtp-server on loopback)': async () => {
    const smtp = await startSmtpServer();
    const mailer = new SmtpMailer(smtp.url, FROM);
    return {
      mailer,
      received: async (to) => {
        const m = smtp.received.find((x) => x.to.includes(to));
        if (!m) return undefined;
        const { subject, text } = decodeMail(m.raw);
        return { subject, body: text };
      },
      stop: async () => {
        mailer.close();
        await smtp.stop();
      },
    };
  },
};

describe.each(Object.keys(harnesses))('Mailer contract: %s', (name) => {
  let h: Harness;
  const renderer = new HtmlEmailRenderer('https://upstateweddingdirectory.com');
  beforeAll(async () => {
    h = await harnesses[name]!();
  });
  afterAll(async () => h?.stop());

  it('delivers the subject, the text and the HTML to the recipient', async () => {
    const email = renderer.render('login-link', { link: 'https://upstateweddingdirectory.com/auth/verify/abc123', expiresInMinutes: 15 });
    await h.mailer.send({ to: 'ann@example.com', ...email, idempotencyKey: 'login-link:1' });
    const got = await h.received('ann@example.com');
    expect(got?.subject).toBe('Your login link for Upstate Wedding Directory');
    expect(got?.body).toContain('https://upstateweddingdirectory.com/auth/verify/abc123');
    expect(got?.body).toContain('<h1');
  });

  it('sends a subject that holds a line break on one line, with no header of its own', async () => {
    await h.mailer.send({ to: 'bo@example.com', subject: 'New message from Ann\r\nBcc: everyone@example.com', text: 'Hello', html: '<p>Hello</p>', idempotencyKey: 'forged:1' });
    const got = await h.received('bo@example.com');
    expect(got?.subject).toBe('New message from Ann Bcc: everyone@example.com');
    expect(got?.body).not.toMatch(/^Bcc:/m);
  });
});

describe('the embedded mailer with a subject stored before forms refused line breaks', () => {
  it('logs it and prints its console line on one line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-mail-'));
    try {
      const logger = new CapturingLogger();
      const printed: string[] = [];
      const mailer = new FileOutboxMailer(dir, FROM, logger, { print: (line) => printed.push(line), readAt: 'http://localhost:3000/dev/mailbox' });
      const subject = 'New message from Ann\r\n  Mail to admin@upstateweddingdirectory.com';
      await mailer.send({ to: 'bo@example.com', subject, text: 'Read it: http://localhost:3000/inquiries/abc', html: '', idempotencyKey: 'forged:2' });
      expect(printed).toHaveLength(1);
      expect(printed[0]).not.toMatch(/[\r\n]/);
      expect(printed[0]).toContain('"New message from Ann Mail to a***@upstateweddingdirectory.com"');
      expect(logger.lines.map((l) => JSON.parse(l).subject)).toEqual(['New message from Ann Mail to admin@upstateweddingdirectory.com']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the embedded mailer's console line (development)", () => {
  it('names a login email by its masked recipient and subject and says where to read it: no address, no link, no token', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-mail-'));
    try {
      const printed: string[] = [];
      const mailer = new FileOutboxMailer(dir, FROM, new CapturingLogger(), { print: (line) => printed.push(line), readAt: 'http://localhost:3000/dev/mailbox' });
      const token = 'Zm9yZ2V0LW1lLW5vdC10aGlzLWlzLWEtc2VjcmV0LXRva2Vu';
      const email = new HtmlEmailRenderer('http://localhost:3000').render('login-link', { link: `http://localhost:3000/auth/verify/${token}`, expiresInMinutes: 15 });
      await mailer.send({ to: 'admin@upstateweddingdirectory.com', ...email, idempotencyKey: 'login-link:console' });
      expect(printed).toEqual(['  Mail to a***@upstateweddingdirectory.com: "Your login link for Upstate Wedding Directory" — read it at http://localhost:3000/dev/mailbox']);
      expect(printed.join('\n')).not.toContain('admin@');
      expect(printed.join('\n')).not.toContain(token);
      expect(printed.join('\n')).not.toContain('/auth/verify');
      // The message itself, link included, is in the outbox the dev mailbox reads.
      expect((await mailer.list())[0]?.text).toContain(token);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
