import { describe, expect, it } from 'vitest';
import { countLinks, FORM_TOKEN_MAX_AGE_MS, messageHoldReasons, MIN_FORM_MS, SPAM_PATTERNS, SPAM_REASON_LABELS, spamHoldReasons, spamPatternsIn, type SpamCheckInput } from './spam.ts';

const RECEIVED = new Date('2026-11-25T15:00:00.000Z');

const couple = (over: Partial<SpamCheckInput> = {}): SpamCheckInput => ({
  name: 'Jordan Ellis',
  message: 'Hi! We are getting married next October and love your barn. Is Saturday the 9th open for about 150 guests?',
  website: '',
  formIssuedAt: RECEIVED.getTime() - 4 * 60_000,
  ...over,
});

/** What couples really write: none of it may be held. */
const ORDINARY_MESSAGES = [
  'Could you send your pricing? Our wedding site is averyandjordan.com and my email is avery@gmail.com.',
  'We would like guest post-ceremony drinks on the lawn, and a backup plan for rain.',
  'Our planner (see https://example-planner.com) suggested you. We are hoping for a rustic, boho feel.',
  'Do you offer SEO-friendly photo galleries? Just kidding, we want film photos of the whole day!',
  'My fiancé works in crypto but we are paying by check, is a 50% deposit normal?',
  'We want to increase our guest count to 180 if the dance floor can take it.',
];

describe('spam hold rules', () => {
  it('holds nothing a couple writes', () => {
    expect(spamHoldReasons(couple(), RECEIVED)).toEqual([]);
    for (const message of ORDINARY_MESSAGES) expect(spamHoldReasons(couple({ message }), RECEIVED), message).toEqual([]);
  });

  it('holds a filled honeypot', () => {
    expect(spamHoldReasons(couple({ website: 'https://cheap-seo.example' }), RECEIVED)).toEqual(['honeypot']);
    expect(spamHoldReasons(couple({ website: '   ' }), RECEIVED)).toEqual([]);
  });

  it('holds a form sent in under three seconds after the server issued its token, by the server\'s clock', () => {
    expect(spamHoldReasons(couple({ formIssuedAt: RECEIVED.getTime() - MIN_FORM_MS + 1 }), RECEIVED)).toEqual(['too_fast']);
    expect(spamHoldReasons(couple({ formIssuedAt: RECEIVED.getTime() }), RECEIVED)).toEqual(['too_fast']);
    expect(spamHoldReasons(couple({ formIssuedAt: RECEIVED.getTime() - MIN_FORM_MS }), RECEIVED)).toEqual([]);
  });

  it('holds a form sent without a token as sent without the form', () => {
    expect(spamHoldReasons(couple({ formIssuedAt: 'missing' }), RECEIVED)).toEqual(['no_start_time']);
  });

  it('holds a token the server did not sign, one issued in the future, and one older than a day', () => {
    expect(spamHoldReasons(couple({ formIssuedAt: 'invalid' }), RECEIVED)).toEqual(['bad_form_token']);
    expect(spamHoldReasons(couple({ formIssuedAt: RECEIVED.getTime() + 1 }), RECEIVED)).toEqual(['bad_form_token']);
    expect(spamHoldReasons(couple({ formIssuedAt: RECEIVED.getTime() + 90_000 }), RECEIVED)).toEqual(['bad_form_token']);
    expect(FORM_TOKEN_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(spamHoldReasons(couple({ formIssuedAt: RECEIVED.getTime() - FORM_TOKEN_MAX_AGE_MS }), RECEIVED)).toEqual([]);
    expect(spamHoldReasons(couple({ formIssuedAt: RECEIVED.getTime() - FORM_TOKEN_MAX_AGE_MS - 1 }), RECEIVED)).toEqual(['bad_form_token']);
    expect(SPAM_REASON_LABELS.bad_form_token).toBe('Form token forged, from the future or over a day old');
  });

  it('holds more than two links in the name and message together', () => {
    const two = 'See https://a.example.com and www.b-example.com for ideas, thanks so much!';
    expect(spamHoldReasons(couple({ message: two }), RECEIVED)).toEqual([]);
    expect(spamHoldReasons(couple({ message: `${two} Also cheap.shop/deal` }), RECEIVED)).toEqual(['links']);
    expect(spamHoldReasons(couple({ name: 'visit promo.xyz', message: two }), RECEIVED)).toEqual(['links']);
  });

  it('counts links, not email addresses', () => {
    expect(countLinks('write to a@b.com or c@d.org')).toBe(0);
    expect(countLinks('http://x.io/a https://y.net www.z.us plain.com')).toBe(4);
    expect(countLinks('no links here, just words.')).toBe(0);
  });

  it('holds known spam wording, each pattern with its own example', () => {
    const examples: Record<string, string> = {
      'bbcode-link': 'Great venue [url=http://x]cheap[/url]',
      'html-link': 'Great venue <a href="http://x">cheap</a>',
      'seo-pitch': 'We offer SEO services to get you on the first page of Google',
      'lead-pitch': 'We can double your bookings in 30 days, reply for details.',
      'web-pitch': 'Affordable web design services for wedding businesses like yours.',
      crypto: 'Bitcoin investment with guaranteed returns every week for you.',
      pharma: 'Buy viagra without prescription at the best prices today.',
      'gambling-loans': 'Get a payday loan approved in minutes, no credit check.',
    };
    expect(Object.keys(examples).sort()).toEqual(SPAM_PATTERNS.map((p) => p.id).sort());
    for (const [id, message] of Object.entries(examples)) {
      expect(spamPatternsIn(message), id).toContain(id);
      expect(spamHoldReasons(couple({ message }), RECEIVED), id).toContain('spam_pattern');
    }
  });

  it('gives every reason that applies', () => {
    expect(spamHoldReasons({ name: 'x', message: 'buy viagra a.com b.com c.com', website: 'y', formIssuedAt: RECEIVED.getTime() }, RECEIVED)).toEqual([
      'honeypot',
      'too_fast',
      'links',
      'spam_pattern',
    ]);
  });
});

describe("the spam rules on a couple's later messages", () => {
  it('hold more than two links and known spam wording, and nothing a couple writes', () => {
    expect(messageHoldReasons('Could we visit on Saturday? Our planner is at jo@planner.example.com, see www.our-wedding.com')).toEqual([]);
    expect(messageHoldReasons('See https://a.example.com https://b.example.com https://c.example.com')).toEqual(['links']);
    expect(messageHoldReasons('Get backlinks to the first page of Google')).toEqual(['spam_pattern']);
    expect(messageHoldReasons('Cheap viagra at a.com b.com c.com')).toEqual(['links', 'spam_pattern']);
  });
});
