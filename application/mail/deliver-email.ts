import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { EmailJob, MailDeliveryLog } from '../ports/outbox.ts';

/**
 * The mail job: renders the template and sends it, once per idempotency key. A job delivered twice
 * (at-least-once queues do that) sends one email; a failed send is retried by the queue.
 */
export class DeliverEmail {
  static readonly inject = ['MailDeliveryLog', 'Mailer', 'EmailRenderer', 'Clock'] as const;
  constructor(
    private readonly log: MailDeliveryLog,
    private readonly mailer: Mailer,
    private readonly renderer: EmailRenderer,
    private readonly clock: Clock,
  ) {}

  async execute(job: EmailJob): Promise<'sent' | 'duplicate'> {
    if (await this.log.has(job.idempotencyKey)) return 'duplicate';
    const email = this.renderer.render(job.template, job.data);
    await this.mailer.send({ to: job.to, subject: email.subject, html: email.html, text: email.text, idempotencyKey: job.idempotencyKey });
    await this.log.record(job.idempotencyKey, this.clock.now());
    return 'sent';
  }
}
