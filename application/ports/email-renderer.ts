import type { EmailData, EmailTemplate } from './outbox.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailRenderer {
  /** The template's own data: `render('login-link', { link, expiresInMinutes })`. */
  render<K extends EmailTemplate>(template: K, data: EmailData[K]): RenderedEmail;
}
