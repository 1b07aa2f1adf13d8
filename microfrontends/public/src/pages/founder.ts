/** The founder who signs the About letter and the quote on the partner page. */
export const FOUNDER = {
  name: 'Caroline Whitfield',
  role: 'Founder, Upstate Wedding Directory',
  initials: 'CW',
} as const;
