import type { EmailRenderer, RenderedEmail } from '../../../application/ports/email-renderer.ts';
import type { AdminNoticePlace, EmailData, EmailTemplate } from '../../../application/ports/outbox.ts';
import { TIER_PLANS, type Tier } from '../../../domain/subscriptions/tiers.ts';
import { escapeHtml } from '../../../domain/shared/html.ts';
import { SITE_NAME } from '../../../domain/shared/site.ts';
import { opensWithGreeting } from '../../../domain/inquiries/inquiry-words.ts';
import { batchConfirmHeading, listNames } from '../../../domain/inquiries/inquiry-batch-words.ts';

const BRAND = '#6B46C1';

const esc = (v: unknown) => escapeHtml(String(v ?? ''));

interface Body {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  after?: string[];
}

/** One responsive, table-based layout (what mail clients render reliably), and the same words as text. */
const render = (b: Body, baseUrl: string): RenderedEmail => {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#3f3a4a">${esc(t)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(b.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3fb;font-family:Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${esc(b.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3fb;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;box-shadow:0 4px 24px rgba(60,30,110,.08)">
<tr><td style="background:${BRAND};padding:24px 32px;color:#fff;font-family:Georgia,'Times New Roman',serif;font-size:22px">${SITE_NAME}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:26px;color:#2a2238">${esc(b.heading)}</h1>
${b.paragraphs.map(p).join('\n')}
${
  b.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr><td style="border-radius:999px;background:${BRAND}"><a href="${esc(b.button.url)}" style="display:inline-block;padding:14px 28px;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;border-radius:999px">${esc(b.button.label)}</a></td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6f6880">If the button does not work, copy this address into your browser:<br><a href="${esc(b.button.url)}" style="color:${BRAND};word-break:break-all">${esc(b.button.url)}</a></p>`
    : ''
}
${(b.after ?? []).map(p).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background:#faf8fd;font-size:12px;line-height:1.5;color:#8a8399">${SITE_NAME} · Greenville, South Carolina · <a href="${esc(baseUrl)}" style="color:#8a8399">${esc(baseUrl.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    b.heading,
    '',
    ...b.paragraphs.flatMap((t) => [t, '']),
    ...(b.button ? [`${b.button.label}: ${b.button.url}`, ''] : []),
    ...(b.after ?? []).flatMap((t) => [t, '']),
    '—',
    `${SITE_NAME}, Greenville, South Carolina`,
    baseUrl,
  ].join('\n');
  return { subject: b.subject, html, text };
};

const tierName = (tier: Tier) => TIER_PLANS[tier].name;

/** The welcome emails' link lives 15 minutes: say so, and where a fresh one comes from. */
const freshLinkNote = (d: EmailData['claim-granted'], base: string) =>
  `This login link is valid for ${d.expiresInMinutes} minutes and works once. If it has expired, get a fresh one on the login page: ${base}/login`;

/** A claimed listing's inquiries that waited for their owner (issue 36): one line each, and where to answer them. */
const waitingLines = (waiting: NonNullable<EmailData['claim-granted']['waiting']>): string[] =>
  waiting.length === 0
    ? []
    : [
        waiting.length === 1 ? '1 message from a couple is waiting for you:' : `${waiting.length} messages from couples are waiting for you:`,
        ...waiting.map((w) => `${w.coupleName}: wedding date ${w.weddingDate}, ${w.guestCount.toLocaleString('en-US')} guests (received ${w.receivedOn})`),
        'Log in and open View Inquiries on your dashboard to answer them.',
      ];

/** Every template, each reading its own data: a template missing here, or a field it does not have, fails the type check. */
/** Issue 39: one link confirms the messages to several vendors ('Confirm your messages to 3 vendors'). */
const batchConfirmEmail = (d: EmailData['inquiry-confirm'] & { vendorNames: string[] }): Body => ({
  subject: batchConfirmHeading(d.vendorNames.length),
  preheader: `One click and ${listNames(d.vendorNames)} get your message.`,
  heading: batchConfirmHeading(d.vendorNames.length),
  paragraphs: [`Hi ${d.coupleName}, please confirm it was you who wrote to ${listNames(d.vendorNames)}. We ask once per email address, so vendors only hear from real couples.`],
  button: { label: 'Send My Messages', url: d.link },
  after: [`This link works for ${d.expiresInDays} days and sends all ${d.vendorNames.length} messages. If you did not write to them, ignore this email and nothing will be sent.`],
});

const templates: { [K in EmailTemplate]: (d: EmailData[K], baseUrl: string) => Body } = {
  'login-link': (d) => ({
    subject: `Your login link for ${SITE_NAME}`,
    preheader: `This link expires in ${d.expiresInMinutes} minutes.`,
    heading: 'Log in to your dashboard',
    paragraphs: ['Click the button below to log in. No password needed.'],
    button: { label: 'Log In', url: d.link },
    after: [
      `This link expires in ${d.expiresInMinutes} minutes and works once. If you did not ask for it, you can ignore this email; nobody can log in without it.`,
    ],
  }),
  'application-received': (d) => ({
    subject: 'We received your application',
    preheader: 'We review every application within 3-5 business days.',
    heading: `Thank you, ${d.ownerName}!`,
    paragraphs: [
      `We received the application for ${d.businessName} (${tierName(d.tier)}).`,
      'Our team reviews every application by hand and answers within 3-5 business days. When your listing is approved you will get a link to log in and finish your profile.',
      ...(d.tier !== 'free' && d.cardLast4 ? [`Your card ending in ${d.cardLast4} is on file for after your 3-month free trial. It is not charged during the trial.`] : []),
    ],
  }),
  'application-admin-notification': (d, base) => ({
    subject: `New application: ${d.businessName}`,
    preheader: `${d.businessName} applied for the ${tierName(d.tier)} plan.`,
    heading: 'A new vendor applied',
    paragraphs: [`${d.businessName} (${d.category}, ${d.city}) applied for the ${tierName(d.tier)}.`, `Contact: ${d.ownerName}, ${d.email}.`],
    button: { label: 'Review Applications', url: `${base}/admin/applications` },
  }),
  'application-approved': (d, base) => ({
    subject: `Welcome to ${SITE_NAME}: your listing is live`,
    preheader: 'Log in to add photos and finish your profile.',
    heading: `Welcome, ${d.ownerName ?? 'friend'}!`,
    paragraphs: [
      `Good news: ${d.businessName} is approved and listed in the directory.`,
      ...(d.tier
        ? [`Your plan: ${tierName(d.tier)}. Your free trial runs until ${d.trialEndDate}, then ${d.monthlyPrice}/month, locked for your first year.`]
        : []),
      'Log in to add photos, write your description and choose the services couples can find you by.',
    ],
    button: { label: 'Log In to Your Dashboard', url: d.link },
    after: [freshLinkNote(d, base)],
  }),
  'application-rejected': (d, base) => ({
    subject: `About your ${SITE_NAME} application`,
    preheader: `An update on the application for ${d.businessName}.`,
    heading: `Hello ${d.ownerName},`,
    paragraphs: [
      `Thank you for applying to list ${d.businessName}. After review, we are not able to approve the listing at this time.`,
      ...(d.reason ? [`Reason: ${d.reason}`] : []),
      `If you have questions or your situation changes, reply through our contact page: ${base}/contact`,
    ],
  }),
  'claim-received': (d) => ({
    subject: 'We received your claim request',
    preheader: 'We answer claim requests within 1-2 business days.',
    heading: `Thank you, ${d.name}!`,
    paragraphs: [`We received your request to claim ${d.businessName ?? ''}.`, 'We verify every claim by hand and answer within 1-2 business days.'],
  }),
  'claim-granted': (d, base) => ({
    subject: `Your listing ${d.businessName} is yours to manage`,
    preheader: 'Log in to update your profile and photos.',
    heading: 'Your claim is approved',
    paragraphs: [`You can now manage ${d.businessName}: profile, photos and services.`, ...waitingLines(d.waiting ?? [])],
    button: { label: 'Log In to Your Dashboard', url: d.link },
    after: [freshLinkNote(d, base)],
  }),
  'upgrade-received': (d) => ({
    subject: 'We received your upgrade request',
    preheader: 'Your upgrade takes effect within the next few days.',
    heading: 'Thank you so much!',
    paragraphs: [
      `We received the request to move ${d.businessName} to ${tierName(d.tier)}.`,
      "The upgrade will take effect within the next few days, starting with a 3-month free trial. We'll send a reminder email 7 days before your first payment.",
    ],
  }),
  'upgrade-applied': (d, base) => ({
    subject: `Your upgrade to ${tierName(d.tier)} is live`,
    preheader: 'Your free trial has started.',
    heading: 'Your upgrade is live',
    paragraphs: [
      `${d.businessName} is now on ${tierName(d.tier)}.`,
      d.trialEndsAt
        ? `Your free trial runs until ${d.trialEndsAt}; nothing is charged before then. We'll send a reminder email 7 days before your first payment.`
        : 'Your plan keeps its current dates and price.',
      'You can cancel whenever you like from your dashboard; your listing stays in the directory on the free Standard listing.',
    ],
    button: { label: 'Open Your Dashboard', url: `${base}/vendor/dashboard` },
  }),
  'upgrade-declined': (d, base) => ({
    subject: 'About your upgrade request',
    preheader: 'We could not apply your upgrade.',
    heading: 'We could not apply your upgrade',
    paragraphs: [
      `We're sorry: the request to move ${d.businessName} to ${tierName(d.tier)} was declined, and nothing will be charged. Your listing stays as it is.`,
      'If you have questions, or would like to try again, write to us through the contact page and we will get back to you.',
    ],
    button: { label: 'Contact Us', url: `${base}/contact` },
  }),
  'plan-cancelled': (d, base) => ({
    subject: `Your ${tierName(d.tier)} plan is cancelled`,
    preheader: `It ends on ${d.endsAt}.`,
    heading: 'Your plan is cancelled',
    paragraphs: [
      `Your ${tierName(d.tier)} plan for ${d.businessName} ends on ${d.endsAt}. You won't be charged again.`,
      `Your listing stays on ${SITE_NAME} and moves to the free Standard listing then.`,
    ],
    button: { label: 'Open Your Dashboard', url: `${base}/vendor/dashboard` },
  }),
  'plan-ended': (d, base) => ({
    subject: `Your ${tierName(d.tier)} plan has ended`,
    preheader: 'Your listing is now the free Standard listing.',
    heading: 'Your plan has ended',
    paragraphs: [
      d.reason === 'unpaid'
        ? `The ${tierName(d.tier)} plan for ${d.businessName} has ended because its payment stayed unpaid. Nothing more will be charged.`
        : `As you asked, the ${tierName(d.tier)} plan for ${d.businessName} has ended. Nothing more will be charged.`,
      `Your listing stays on ${SITE_NAME} as a free Standard listing, with its profile, reviews and up to 10 photos. You can upgrade again from your dashboard whenever you like.`,
    ],
    button: { label: 'Open Your Dashboard', url: `${base}/vendor/dashboard` },
  }),
  'plan-changed': (d) =>
    d.effectiveOn
      ? {
          subject: `Your plan becomes ${tierName(d.tier)} on ${d.effectiveOn}`,
          preheader: `${d.monthlyPrice} per month from then on.`,
          heading: `${tierName(d.tier)} from ${d.effectiveOn}`,
          paragraphs: [
            `${d.businessName} keeps its current plan until the end of the period you have paid for, and moves to ${tierName(d.tier)} on ${d.effectiveOn}, at ${d.monthlyPrice} per month.`,
            'Your plan, next payment and invoices are on the Billing tab of your dashboard.',
          ],
          button: { label: 'View Billing', url: d.billingLink },
        }
      : {
    subject: `Your plan is now ${tierName(d.tier)}`,
    preheader: `${d.monthlyPrice} per month from your next payment.`,
    heading: `You're on ${tierName(d.tier)}`,
    paragraphs: [`${d.businessName} is now on the ${tierName(d.tier)} plan, at ${d.monthlyPrice} per month.`, 'Your plan, next payment and invoices are on the Billing tab of your dashboard.'],
    button: { label: 'View Billing', url: d.billingLink },
  },
  'free-months': (d) => ({
    subject: `${d.months} free ${d.months === 1 ? 'month' : 'months'} on your plan`,
    preheader: d.freeUntil ? `Nothing is charged until ${d.freeUntil}.` : 'Your next payments are free.',
    heading: 'Free months on your plan',
    paragraphs: [
      `We added ${d.months} free ${d.months === 1 ? 'month' : 'months'} to the plan of ${d.businessName}.`,
      d.freeUntil ? `Nothing is charged until ${d.freeUntil}; then your plan continues at its usual price.` : 'Your plan then continues at its usual price.',
      'Your plan, next payment and invoices are on the Billing tab of your dashboard.',
    ],
    button: { label: 'View Billing', url: d.billingLink },
  }),
  'payment-receipt': (d) => ({
    subject: `Receipt for your payment of ${d.amount}`,
    preheader: `Paid on ${d.paidOn}. Invoice ${d.invoiceNumber}.`,
    heading: 'Thank you for your payment',
    paragraphs: [
      `We received ${d.amount} for ${d.businessName} on ${d.paidOn}${d.cardLast4 ? `, charged to the card ending in ${d.cardLast4}` : ''}.`,
      `Invoice ${d.invoiceNumber}: ${d.description}.`,
    ],
    button: { label: 'View Receipt', url: d.receiptLink },
  }),
  'payment-failed': (d) => ({
    subject: 'Payment failed: please update your card',
    preheader: `We could not charge ${d.amount} for your plan.`,
    heading: 'Payment failed',
    paragraphs: [
      `We could not charge ${d.amount} for ${d.businessName}${d.cardLast4 ? ` to the card ending in ${d.cardLast4}` : ''}.`,
      d.nextAttempt ? `We will try again on ${d.nextAttempt}. To pay now, update your card on the Billing tab.` : 'Please update your card on the Billing tab to keep your plan.',
      `If it stays unpaid, your listing moves to the free Standard listing on ${d.graceEnds}; it stays in the directory.`,
    ],
    button: { label: 'Update Card', url: d.updateCardLink },
  }),
  'card-needed': (d) => ({
    subject: `Add your card to keep ${tierName(d.tier)}`,
    preheader: `Add a card by ${d.graceEnds} to keep your plan.`,
    heading: `Add your card to keep ${tierName(d.tier)}`,
    paragraphs: [
      `The free trial of ${tierName(d.tier)} for ${d.businessName} is over and its first payment of ${d.monthlyPrice} per month is due, but there is no card on file to pay it.`,
      `Add your card by ${d.graceEnds} to keep your plan; it is charged then, with no new trial. Otherwise your listing moves to the free Standard listing on that day; it stays in the directory.`,
    ],
    button: { label: 'Add Your Card', url: d.addCardLink },
  }),
  'trial-reminder': (d, base) => ({
    subject: 'Your free trial ends in 7 days',
    preheader: `Your first payment for ${tierName(d.tier)} is on ${d.firstPaymentDate}.`,
    heading: 'A friendly reminder',
    paragraphs: [
      `The 3-month free trial of ${tierName(d.tier)} for ${d.businessName} ends on ${d.firstPaymentDate}.`,
      `Your first payment of ${d.monthlyPrice} per month, locked for the first year, will be charged to the card ending in ${d.cardLast4 ?? '••••'}.`,
      'Nothing to do if you want to continue. To cancel, use Cancel plan on your dashboard before that date; your listing stays in the directory on the free Standard plan.',
    ],
    button: { label: 'Contact Us', url: `${base}/contact` },
  }),
  'inquiry-confirm': (d) =>
    d.vendorNames && d.vendorNames.length > 1
      ? batchConfirmEmail({ ...d, vendorNames: d.vendorNames })
      : {
          subject: `Confirm your message to ${d.vendorName}`,
          preheader: `One click and ${d.vendorName} gets your message.`,
          heading: `Confirm your message to ${d.vendorName}`,
          paragraphs: [`Hi ${d.coupleName}, please confirm it was you who wrote to ${d.vendorName}. We ask once per email address, so vendors only hear from real couples.`],
          button: { label: 'Send My Message', url: d.link },
          after: [`This link works for ${d.expiresInDays} days. If you did not write to ${d.vendorName}, ignore this email and nothing will be sent.`],
        },
  'inquiry-new': (d) => ({
    subject: `New inquiry from ${d.coupleName}`,
    preheader: `${d.coupleName} · ${d.weddingDate} · ${d.guestCount} guests`,
    heading: `${d.coupleName} wrote to ${d.vendorName}`,
    paragraphs: [
      `Wedding date: ${d.weddingDate}`,
      `Guests: ${d.guestCount.toLocaleString('en-US')} · Budget: ${d.budgetLabel}`,
      `Email: ${d.email}${d.phone ? ` · Phone: ${d.phone}` : ''}`,
      d.message,
    ],
    button: { label: 'Reply in Your Inbox', url: d.inboxLink },
    after: ['Couples who hear back within the hour are far more likely to book. Your reply reaches them by email.'],
  }),
  'inquiry-unclaimed': (d) => ({
    subject: `New inquiry from ${d.coupleName} for ${d.vendorName}`,
    preheader: `${d.coupleName} · ${d.weddingDate} · ${d.guestCount} guests`,
    heading: `${d.coupleName} wrote to ${d.vendorName}`,
    paragraphs: [
      `A couple sent ${d.vendorName} a message through ${SITE_NAME}. It comes to this address because it is the business email on the listing, which nobody has claimed yet.`,
      `Wedding date: ${d.weddingDate}`,
      `Guests: ${d.guestCount.toLocaleString('en-US')} · Budget: ${d.budgetLabel}`,
      `Email: ${d.email}${d.phone ? ` · Phone: ${d.phone}` : ''}`,
      d.message,
    ],
    button: { label: 'Claim this listing to reply', url: d.claimLink },
    after: [
      `The link works once, for ${d.claimDays} days. It makes this email address the listing's owner: you answer ${d.coupleName} from your inbox and can update your profile and photos. It is free.`,
      `Not your business? Ignore this email and nothing changes.`,
    ],
  }),
  'inquiry-unclaimed-message': (d) => ({
    subject: `New message from ${d.coupleName} for ${d.vendorName}`,
    preheader: d.message.slice(0, 90),
    heading: `${d.coupleName} wrote to ${d.vendorName} again`,
    paragraphs: [
      `${d.coupleName} wrote again through ${SITE_NAME}. It comes to this address because it is the business email on the listing, which nobody has claimed yet.`,
      d.message,
      ...(d.moreMessages ?? []),
      `Wedding date: ${d.weddingDate}`,
      `Guests: ${d.guestCount.toLocaleString('en-US')} · Budget: ${d.budgetLabel}`,
      `Email: ${d.email}${d.phone ? ` · Phone: ${d.phone}` : ''}`,
    ],
    button: { label: 'Claim this listing to reply', url: d.claimLink },
    after: [
      `The link works once, for ${d.claimDays} days. It makes this email address the listing's owner: you answer ${d.coupleName} from your inbox and can update your profile and photos. It is free.`,
      `Not your business? Ignore this email and nothing changes.`,
    ],
  }),
  'inquiry-unclaimed-couple': (d) => ({
    subject: `Your message to ${d.vendorName}`,
    preheader: d.emailedListing ? 'We have emailed them your message.' : 'Your message waits for them.',
    heading: d.emailedListing ? `${d.vendorName} has not set up their inbox yet; we have emailed them your message` : `${d.vendorName} has not set up their inbox yet`,
    paragraphs: [
      `Hi ${d.coupleName},`,
      d.emailedListing
        ? `${d.vendorName} is listed in our directory but has not claimed the listing, so we sent your message to the business email it states. When they answer, we email you at once.`
        : `${d.vendorName} is listed in our directory but has not claimed the listing, and it states no email we could send your message to. Your message waits for them, and we email you at once when they answer.`,
    ],
    button: { label: 'View Your Conversation', url: d.threadLink },
    after: ['You can read your message, add to it or delete it there; no account needed. This link works for 90 days.'],
  }),
  'inquiry-couple-message': (d) => ({
    subject: `New message from ${d.coupleName}`,
    preheader: d.message.slice(0, 90),
    heading: `${d.coupleName} wrote to ${d.vendorName} again`,
    paragraphs: [d.message, ...(d.moreMessages ?? [])],
    button: { label: 'Open the Conversation', url: d.inboxLink },
  }),
  'inquiry-closed': (d) => ({
    subject: `${d.coupleName} closed their inquiry`,
    preheader: d.reasonLabel,
    heading: `${d.coupleName} closed their inquiry`,
    paragraphs: [`${d.coupleName} closed their conversation with ${d.vendorName} and let you know: "${d.reasonLabel}". Thank you for answering them; nothing more is needed.`],
    button: { label: 'Open Your Inbox', url: d.inboxLink },
  }),
  'inquiry-reminder': (d) => ({
    subject: `${d.coupleName} is waiting for your reply`,
    preheader: 'Their inquiry arrived a day ago.',
    heading: `${d.coupleName} is waiting for your reply`,
    paragraphs: [`Their inquiry to ${d.vendorName} (wedding date: ${d.weddingDate}) arrived a day ago and has no reply yet. A short answer now, even 'not available', helps them plan.`],
    button: { label: 'Reply Now', url: d.inboxLink },
  }),
  'inquiry-reply': (d) => ({
    subject: `New reply from ${d.vendorName}`,
    // The inbox preview skips a greeting line: it would only repeat the couple's name.
    preheader: (opensWithGreeting(d.message) ? d.message.replace(/^[^\n]*\n+/, '') : d.message).slice(0, 90),
    heading: `${d.vendorName} replied`,
    // A reply that greets the couple itself (the 'Not Available' decline does) is not greeted twice.
    paragraphs: opensWithGreeting(d.message) ? [d.message] : [`Hi ${d.coupleName},`, d.message],
    button: { label: 'Read and Reply', url: d.threadLink },
    after: ['Answer on the conversation page; no account needed. This link works for 90 days.'],
  }),
  'shortlist-link': (d) => ({
    subject: 'Your wedding shortlist',
    preheader: `Open your ${d.vendorCount === 1 ? 'saved vendor' : `${d.vendorCount} saved vendors`} on any phone or computer.`,
    heading: 'Your shortlist, on any device',
    paragraphs: [
      `Here is the link to your shortlist of ${d.vendorCount === 1 ? '1 saved vendor' : `${d.vendorCount} saved vendors`}. Open it on another phone or computer and they are saved in that browser too, next to any you saved there already.`,
    ],
    button: { label: 'Open My Shortlist', url: d.link },
    after: [
      `This link works for ${d.expiresInDays} days. Anyone with it can see and save your list, so keep it to yourselves; you can turn it off from the browser you sent it from.`,
      'If you did not ask for this email, ignore it; nothing else will be sent.',
    ],
  }),
  'review-reply': (d) => ({
    subject: `${d.vendorName} responded to your review`,
    preheader: d.reply.slice(0, 90),
    heading: `Response from ${d.vendorName}`,
    paragraphs: [`Hi ${d.reviewerName},`, `${d.vendorName} answered the review you left on ${SITE_NAME}:`, d.reply],
    button: { label: 'See It on Their Page', url: d.vendorLink },
    after: ['Their response is shown under your review. Thank you for helping other couples choose.'],
  }),
  'review-published': (d) => ({
    subject: `Your review of ${d.vendorName} is live`,
    preheader: 'Thank you for helping other couples choose.',
    heading: 'Thank you for your review',
    paragraphs: [`Hi ${d.reviewerName},`, `Your review of ${d.vendorName} is now live on ${SITE_NAME}. Couples planning their day read reviews like yours first.`],
    button: { label: 'See Your Review', url: d.vendorLink },
    after: [`If ${d.vendorName} responds to your review, we will email you.`],
  }),
  'review-new': (d) => ({
    subject: `New review of ${d.vendorName}`,
    preheader: `${d.reviewerName} rated you ${d.rating} out of 5.`,
    heading: 'New review',
    paragraphs: [`${d.reviewerName} rated ${d.vendorName} ${d.rating} out of 5 on ${SITE_NAME}:`, ...(d.title ? [d.title] : []), d.excerpt],
    button: { label: 'Open Your Reviews', url: d.reviewsLink },
    after: ['Thank the couple or answer their points: your response is shown under the review on your page.'],
  }),
  'review-request': (d) => ({
    subject: `${d.vendorName} would love your review`,
    preheader: `Tell other couples about your experience with ${d.vendorName}.`,
    heading: `How was ${d.vendorName}?`,
    paragraphs: [
      `Hi ${d.clientName},`,
      `${d.vendorName} asked us to invite you to review them on ${SITE_NAME}. A few words about your experience help other couples choose, and your review will show 'Verified client'.`,
    ],
    button: { label: 'Write Your Review', url: d.link },
    after: [
      `The link works once, for ${d.expiresInDays} days.`,
      `Don't want review requests? Unsubscribe: ${d.unsubscribeLink}`,
    ],
  }),
  'review-request-reminder': (d) => ({
    subject: `${d.vendorName} would love your review`,
    preheader: `A reminder: ${d.vendorName} would love to hear how it went.`,
    heading: `A reminder from ${d.vendorName}`,
    paragraphs: [
      `Hi ${d.clientName},`,
      `A week ago ${d.vendorName} asked for your review on ${SITE_NAME}. If you have a few minutes, other couples would love to read about your experience. This is the only reminder we will send.`,
    ],
    button: { label: 'Write Your Review', url: d.link },
    after: [
      `The link works once, for ${d.expiresInDays} days after the first email.`,
      `Don't want review requests? Unsubscribe: ${d.unsubscribeLink}`,
    ],
  }),
  'contact-admin-notification': (d, base) => {
    // An upgrade request or a cancelled plan is shown on the admin dashboard, not among the messages.
    const place = d.shownAt ? ADMIN_NOTICE_PLACES[d.shownAt] : null;
    return {
      subject: `New message: ${d.subject}`,
      preheader: place ? `${d.typeLabel}: ${d.name}.` : `${d.name} wrote through the contact form.`,
      heading: place ? place.heading : 'A new message arrived',
      paragraphs: [`${d.typeLabel} from ${d.name} (${d.email}).`, `Subject: ${d.subject}`],
      button: place ? { label: place.label, url: `${base}/admin#${d.shownAt}` } : { label: 'Open Messages', url: `${base}/admin/messages` },
    };
  },
};

/** Where the admin dashboard (/admin) shows what an admin notice is about, and its button. */
const ADMIN_NOTICE_PLACES: Record<AdminNoticePlace, { heading: string; label: string }> = {
  'upgrade-requests': { heading: 'A new upgrade request', label: 'Open Upgrade Requests' },
  'recent-cancellations': { heading: 'A plan was cancelled', label: 'Open Recent Cancellations' },
  'plan-changes': { heading: 'A vendor changed its plan', label: 'Open Plan Changes' },
};

export class HtmlEmailRenderer implements EmailRenderer {
  constructor(private readonly publicBaseUrl: string) {}

  render<K extends EmailTemplate>(template: K, data: EmailData[K]): RenderedEmail {
    // A job queued under a template this version no longer knows fails (and is retried), never sends blank.
    if (!Object.hasOwn(templates, template)) throw new Error(`Unknown email template: ${template}`);
    const build: (d: EmailData[K], baseUrl: string) => Body = templates[template];
    return render(build(data, this.publicBaseUrl), this.publicBaseUrl);
  }
}

export const EMAIL_TEMPLATES = Object.keys(templates) as EmailTemplate[];
