import { COUPLES_CHOICE_MAX_REPLY_MS, COUPLES_CHOICE_MIN_AVERAGE, COUPLES_CHOICE_MIN_VERIFIED_REVIEWS } from './awards.ts';

/**
 * 'How reviews work' (issue 40 §4), published on /reviews/policy and followed by the code: the page's text
 * and the figures it states live here, and tests hold them to what the code does (the submission limits of
 * application/reviews/submit-review.ts, the moderation queue's order, the report rules of review-report.ts).
 */

export const REVIEW_POLICY_PATH = '/reviews/policy';
export const REVIEW_POLICY_LINK_TEXT = 'How reviews work';
export const REVIEW_POLICY_TITLE = 'How reviews work';
export const REVIEW_POLICY_DESCRIPTION =
  'Who can review a vendor on the Upstate Wedding Directory, what we do not publish and why, how long moderation takes, what "Verified client" and Couples\' Choice mean, and why vendors cannot remove reviews.';

/** The anchors other pages link to (the badge's explanation, the award). */
export const VERIFIED_CLIENT_ANCHOR = 'verified-client';
export const COUPLES_CHOICE_ANCHOR = 'couples-choice';

/** What the page promises about the submission limits (checked against REVIEW_RATE_LIMITS by a test). */
export const POLICY_REVIEW_LIMITS = { perEmailVendorPerDay: 1, perConnectionPerHour: 5 } as const;

/** We decide on a new review, and on a report, within this many business days (Monday to Friday). */
export const MODERATION_BUSINESS_DAYS = 2;


/**
 * When a review or report submitted at `submittedAt` should be decided by: MODERATION_BUSINESS_DAYS
 * business days later (a weekend does not count; a submission on a Saturday or Sunday starts on Monday).
 * Days are counted in UTC, which puts the deadline a little after the Eastern business day ends.
 */
export const moderationDueBy = (submittedAt: Date): Date => {
  const due = new Date(submittedAt.getTime());
  let left = MODERATION_BUSINESS_DAYS;
  while (left > 0) {
    due.setUTCDate(due.getUTCDate() + 1);
    const day = due.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return due;
};

/** The page, as sections of paragraphs (the page draws them; the tests quote them). */
export const REVIEW_POLICY = {
  lead: 'The same rules for every review and every vendor, in plain words.',
  whoTitle: 'Who can write a review',
  who: [
    'Anyone who worked with a vendor can review it: a couple, a parent, a planner. You give your name, your email address, a rating from 1 to 5 stars and a few words about your experience. Your email is never shown; your name is shown as your first name and last initial.',
    `One review of a vendor from one email address a day, and at most ${POLICY_REVIEW_LIMITS.perConnectionPerHour} reviews an hour from one connection. Every review is read by our team before it appears on the vendor's page.`,
  ],
  refusedTitle: 'What we do not publish, and why',
  refusedLead: 'Our team reads every review before it is published. We do not publish a review that is:',
  refused: [
    'Spam or advertising: links, promotions, or the same text posted again and again.',
    'Off-topic: not about working with this vendor (for example about another business, a guest or the weather).',
    'Hateful or harassing: insults, threats, or attacks on a person for who they are.',
    'Private information: phone numbers, home addresses, or details about someone that they did not make public.',
    'A conflict of interest: written by the vendor, its staff or family, or by a competitor.',
  ],
  refusedAfter: [
    'We never refuse or delay a review because of its rating, and we do not edit what a reviewer wrote: we publish it as written or not at all. A critical review that follows these rules is published like any other.',
  ],
  vendorsTitle: 'Vendors cannot remove or hide reviews',
  vendors: [
    'A vendor cannot remove, hide, edit or reorder the reviews of its business. It can do two things: answer a review with a public response shown under it, and report a review it believes breaks the rules above, choosing a reason and explaining it.',
    'A report goes to our team, never straight off the page. We read the review and the report and either keep the review or remove it. A removed review stays in its place on the vendor’s page with our reason instead of its text, and it no longer counts toward the vendor’s rating. The vendor sees our decision on its report.',
  ],
  timeTitle: 'How long moderation takes',
  time: [
    `We publish or decline a new review within ${MODERATION_BUSINESS_DAYS} business days of its submission, and decide on a report within ${MODERATION_BUSINESS_DAYS} business days too. Reviews wait in one queue, ordered only by when they were submitted, whatever their rating: a one-star review is never held longer than a five-star one.`,
  ],
  verifiedTitle: 'What ‘Verified client’ means',
  verified: [
    'A review shows ‘Verified client’ when we know its writer was the vendor’s client: it was written through the link in a review request the vendor sent to that client, or by a couple whose inquiry the vendor marked ‘Booked’. Other reviews show nothing; they are not less true, we simply cannot confirm them.',
  ],
  awardTitle: "Couples' Choice",
  award: [
    `Once a year, on January 1 (New York time), we give ‘Couples' Choice {year}’ to every vendor that met all three of these criteria over the 12 months before, and the award is shown through that year:`,
  ],
  awardCriteria: [
    `At least ${COUPLES_CHOICE_MIN_VERIFIED_REVIEWS} verified reviews published in those 12 months (a review we removed does not count).`,
    `An average rating of at least ${COUPLES_CHOICE_MIN_AVERAGE} over those verified reviews.`,
    `A median first reply to couples’ inquiries within ${COUPLES_CHOICE_MAX_REPLY_MS / (60 * 60 * 1000)} hours: more than half of the inquiries received in those months were answered within a day.`,
  ],
  awardAfter: ['The award is earned, never sold: no plan or payment changes who receives it.'],
} as const;
