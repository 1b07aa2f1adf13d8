import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../../application/ports/mailer.ts';
import { toOneLine } from '../../../domain/shared/text-fields.ts';

/**
 * Mail through SMTP (production: any provider, or Mailpit in compose). The idempotency key becomes the
 * Message-ID, so a provider or mailbox that de-duplicates by Message-ID drops a repeat too.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    options: { connectionTimeoutMs?: number } = {},
  ) {
    const timeout = options.connectionTimeoutMs ?? 10_000;
    this.transport = nodemailer.createTransport(url, { connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: 30_000 });
  }

  async send(message: MailMessage): Promise<void> {
    const domain = /@([^>\s]+)>?\s*$/.exec(this.from)?.[1] ?? 'upstateweddingdirectory.com';
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      // One header line whatever reached it (nodemailer folds too; this does not rely on it).
      subject: toOneLine(message.subject),
      text: message.text,
      html: message.html,
      messageId: `<${message.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '.')}@${domain}>`,
    });
  }

  async verify(): Promise<void> {
    await this.transport.verify();
  }

  close(): void {
    this.transport.close();
  }
}
