import { formatPlanDate } from '../subscriptions/subscription.ts';
import { UNDECIDED_DATE_LABEL } from './inquiry.ts';

/** The wedding date as people read it: 'October 10, 2027', or "We haven't picked a date yet". */
export const weddingDateText = (i: { weddingDate: string | null }): string =>
  i.weddingDate ? formatPlanDate(new Date(`${i.weddingDate}T12:00:00.000Z`)) : UNDECIDED_DATE_LABEL;

/** What the screens say once an inquiry is on its way. */
export const INQUIRY_SENT_MESSAGE = (vendorName: string) => `Message sent to ${vendorName}!`;
/**
 * Where a delivered inquiry went (issue 36): 'owner', the listing owner's inbox and email; 'listing', a
 * listing without an owner, emailed to the business email it states, with a link to claim it; 'waiting', a
 * listing with neither, where the message waits for an owner.
 */
export type InquiryReach = 'owner' | 'listing' | 'waiting';
/** What the couple is told when their message reached a listing without an owner (the issue's words). */
export const INQUIRY_EMAILED_LISTING_MESSAGE = (vendorName: string) => `${vendorName} has not set up their inbox yet; we have emailed them your message`;
export const INQUIRY_AWAITS_OWNER_MESSAGE = (vendorName: string) => `${vendorName} has not set up their inbox yet; your message will be waiting for them when they do`;
/** The truth about a sent message, by where it went. */
export const inquirySentMessage = (vendorName: string, reach: InquiryReach): string =>
  reach === 'owner' ? INQUIRY_SENT_MESSAGE(vendorName) : reach === 'listing' ? INQUIRY_EMAILED_LISTING_MESSAGE(vendorName) : INQUIRY_AWAITS_OWNER_MESSAGE(vendorName);
/**
 * What the message page says, before anything is sent, of where the message goes (issue 36): straight to
 * the owner; to the business email of a listing nobody has claimed, with a claim link; or, when the listing
 * states no email either, kept by the directory until the vendor claims the listing.
 */
export const messageDestination = (vendorName: string, reach: InquiryReach): string =>
  reach === 'owner'
    ? `Your message goes straight to ${vendorName}.`
    : reach === 'listing'
      ? `${vendorName} has not claimed this listing yet, so we email your message to the business email it states, with a link to claim the listing and reply.`
      : `${vendorName} has not claimed this listing yet and states no email, so we keep your message until they claim the listing; it is waiting in their inbox then.`;
/** What the couple's thread page says while the listing has no owner (issue 36); nothing once it has one. */
export const threadDestination = (vendorName: string, reach: InquiryReach): string | null =>
  reach === 'owner'
    ? null
    : reach === 'listing'
      ? `${vendorName} has not set up their inbox yet: we email each of your messages to the business email their listing states, with a link to claim it and reply. Their answer comes to you by email.`
      : `${vendorName} has not set up their inbox yet, and their listing states no email: your messages wait for them until they claim it. Their answer comes to you by email.`;
/** The admin's notice after 'Release', true for each reach. */
export const inquiryReleasedMessage = (vendorName: string, reach: InquiryReach): string =>
  reach === 'owner'
    ? 'Released. The vendor has it now.'
    : reach === 'listing'
      ? `Released. ${vendorName} has no owner yet: we emailed the listing's business email.`
      : `Released. ${vendorName} has no owner yet: it waits for the listing's owner.`;
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
