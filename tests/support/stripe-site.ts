/**
 * The browser journeys of `stripe` mode (issue 37): a site started with BILLING_PROCESSOR=stripe against the
 * loopback Stripe emulator, which serves the Stripe.js stand-in (STRIPE_JS_URL) and delivers its events to the
 * site's webhook, signed; a recording of every request a page sends; and the check that no body sent to our
 * site carries a card number or CVV. Shared by tests/e2e/*-stripe.test.ts.
 */
import type { FrameLocator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { startSite, type RunningSite } from './running-site.ts';
import { StripeEmulator } from './stripe-emulator.ts';

export const STRIPE_E2E_KEYS = { secretKey: 'sk_test_e2e', publishableKey: 'pk_test_e2e', webhookSecret: 'whsec_e2e' };
const PRICES = { featured: { intro: 'price_f_intro', regular: 'price_f_regular' }, premier: { intro: 'price_p_intro', regular: 'price_p_regular' } };

export interface StripeSite {
  emulator: StripeEmulator;
  site: RunningSite;
  stop: () => Promise<void>;
}

/** The emulator, then the built site in stripe mode on SQLite, pointed at it (API, Stripe.js and webhooks). */
export async function startStripeSite(): Promise<StripeSite> {
  let site: RunningSite | null = null;
  const emulator = await StripeEmulator.start({
    ...STRIPE_E2E_KEYS,
    priceIds: PRICES,
    freeMonthCouponId: 'coupon_free_month',
    start: new Date(),
    // Stripe POSTs each event to the site's webhook endpoint, signed, after answering the call that caused it
    // (the site's handler calls the emulator back, which answers one request at a time).
    deliver: (body, signature) => {
      const url = site ? `${site.baseUrl}/api/billing/webhook` : null;
      if (url) setTimeout(() => void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body }).catch(() => undefined), 0);
    },
  });
  try {
    site = await startSite('sqlite', {
      env: {
        BILLING_PROCESSOR: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_E2E_KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: STRIPE_E2E_KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: STRIPE_E2E_KEYS.webhookSecret,
        STRIPE_PRICE_FEATURED_INTRO: PRICES.featured.intro,
        STRIPE_PRICE_FEATURED_REGULAR: PRICES.featured.regular,
        STRIPE_PRICE_PREMIER_INTRO: PRICES.premier.intro,
        STRIPE_PRICE_PREMIER_REGULAR: PRICES.premier.regular,
        STRIPE_FREE_MONTH_COUPON: 'coupon_free_month',
        STRIPE_API_URL: emulator.url,
        STRIPE_JS_URL: `${emulator.url}/v3/`,
      },
    });
  } catch (error) {
    await emulator.close();
    throw error;
  }
  const running = site;
  return {
    emulator,
    site: running,
    stop: async () => {
      await running.stop();
      await emulator.close();
    },
  };
}

export interface RecordedRequests {
  /** Every request the page sent to our site, with its body ('' when none). */
  toSite: Array<{ method: string; url: string; body: string }>;
  /** Every request it sent to the processor's origin, as `METHOD /path`. */
  toStripe: string[];
}

/** Records what `page` sends to our site and to the processor (the emulator's origin). */
export function recordRequests(page: Page, { site, emulator }: Pick<StripeSite, 'site' | 'emulator'>): RecordedRequests {
  const recorded: RecordedRequests = { toSite: [], toStripe: [] };
  page.on('request', (r: Request) => {
    if (r.url().startsWith(site.baseUrl)) recorded.toSite.push({ method: r.method(), url: r.url(), body: r.postData() ?? '' });
    else if (r.url().startsWith(emulator.url)) recorded.toStripe.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return recorded;
}

/** No body sent to our site carries a card number (any of `numbers`, spaced or not), the CVC, or a card field's name. */
export function expectNoCardData(toSite: RecordedRequests['toSite'], { numbers, cvc }: { numbers: string[]; cvc: string }) {
  const bodies = toSite.map((r) => r.body).filter(Boolean);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) {
    for (const number of numbers) expect(body.replace(/[\s-]/g, '')).not.toContain(number.replace(/\s/g, ''));
    expect(body).not.toContain(cvc);
    expect(body).not.toMatch(/cvc|cvv|cardNumber|card_number/i);
  }
}

/** Stripe's card field: the processor's own frame (the emulator's stand-in of Stripe Elements). */
export const stripeCardFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Secure card payment input frame"]');

/** Types a card into Stripe's frame. */
export async function typeStripeCard(page: Page, card: { number: string; expiry?: string; cvc: string }) {
  const frame = stripeCardFrame(page);
  await frame.getByLabel('Card number').fill(card.number);
  await frame.getByLabel('Expiration date').fill(card.expiry ?? '12 / 34');
  await frame.getByLabel('CVC').fill(card.cvc);
}
