import type { EmailTemplate } from './outbox.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailRenderer {
  render(template: EmailTemplate, data: Record<string, string | number | boolean | null>): RenderedEmail;
}
