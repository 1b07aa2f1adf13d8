import { formatPlanDate } from '../subscriptions/subscription.ts';
import { UNDECIDED_DATE_LABEL } from './inquiry.ts';

/** The wedding date as people read it: 'October 10, 2027', or "We haven't picked a date yet". */
export const weddingDateText = (i: { weddingDate: string | null }): string =>
  i.weddingDate ? formatPlanDate(new Date(`${i.weddingDate}T12:00:00.000Z`)) : UNDECIDED_DATE_LABEL;

/** What the screens say once an inquiry is on its way. */
export const INQUIRY_SENT_MESSAGE = (vendorName: string) => `Message sent to ${vendorName}!`;
export const INQUIRY_CONFIRM_MESSAGE = (vendorName: string) => `Almost there! Check your email to send your message to ${vendorName}.`;

/**
 * 'Not Available' in one click: a kind decline for that date, sent as the vendor's reply. It names the date
 * when the couple gave one, thanks them, and wishes them well; it never asks them to look elsewhere on this
 * listing.
 */
export const notAvailableReply = (vendorName: string, coupleName: string, weddingDate: string | null): string =>
  [
    `Hi ${coupleName},`,
    '',
    `Thank you so much for thinking of ${vendorName}. We're sorry to say we are not available for your wedding${
      weddingDate ? ` on ${weddingDateText({ weddingDate })}` : ''
    }.`,
    '',
    'We wish you a wonderful celebration, and we hope you find exactly the right fit for your day.',
    '',
    `Warmly, ${vendorName}`,
  ].join('\n');

/** Whether a message already opens with a greeting ('Hi Sam,', 'Hello', 'Dear …'): its email then adds none of its own. */
export const opensWithGreeting = (message: string): boolean => /^\s*(hi|hello|hey|dear|good (morning|afternoon|evening))\b/i.test(message);

/** Only the listing's owner reads its inquiries: couples wrote to the vendor, not to the directory's staff. */
export const INBOX_NOT_YOURS = 'You can only read the inquiries of your own listing.';
