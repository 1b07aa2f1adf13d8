export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable id of this message: delivering the same id twice sends it once. */
  idempotencyKey: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
