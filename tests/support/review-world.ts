import { ulid } from 'ulid';
import type { Knex } from 'knex';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { KnexInquiryRepository } from '../../adapters/persistence/knex/repositories/knex-inquiry-repository.ts';
import { seriousAxeViolations } from './axe.ts';
import { launchBrowser, watchPageErrors } from './browser.ts';
import { signInInBrowser } from './browser-sign-in.ts';
import { aDeliveredInquiry } from './review-builders.ts';
import { startSite, type RunningSite } from './running-site.ts';

/** What the browser journeys of reviews share (issues 18 and 40): the built site, its data, and checks at two widths. */

export const SHOTS = 'tests/.artifacts';
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export const DAY = 24 * 60 * 60 * 1000;

export interface ReviewVendor {
  id: string;
  name: string;
  slug: string;
}

/** A listing's owner: an active user of the vendor, who owns its listing (signed up `at`). */
export const claimListing = async (knex: Knex, vendorId: string, owner: { id: string; email: string }, at = new Date()): Promise<void> => {
  await knex('users').insert({ id: owner.id, email: owner.email, is_admin: false, is_active: true, vendor_id: vendorId, created_at: at, updated_at: at });
  await knex('vendors').where({ id: vendorId }).update({ owner_user_id: owner.id });
};

/** A couple's inquiry, answered by the vendor and marked 'Booked' (made `at`). */
export const seedBookedInquiry = async (knex: Knex, vendorId: string, couple: { name: string; email: string }, at: Date): Promise<void> => {
  const id = ulid();
  await new KnexInquiryRepository(knex).create(
    aDeliveredInquiry(at, {
      id,
      vendorId,
      coupleName: couple.name,
      email: couple.email,
      weddingDate: '2026-09-12',
      guestCount: 90,
      status: 'booked',
      firstRepliedAt: at,
      lastMessageBy: 'vendor',
      vendorReadAt: at,
    }),
    { id: ulid(), inquiryId: id, author: 'couple', body: 'Are you free on September 12?', createdAt: at },
  );
};

/**
 * The first published review of an active vendor by the vendor's slug (`order`), made the newest review of the
 * site: first on the dashboard, the vendor page and the admins' list.
 */
export const newestPublishedReview = async (
  knex: Knex,
  order: 'asc' | 'desc',
): Promise<{ vendor: ReviewVendor; review: { id: string; email: string; body: string } }> => {
  const row = await knex('reviews as r')
    .join('vendors as v', 'v.id', 'r.vendor_id')
    .where({ 'r.is_published': true, 'v.is_active': true })
    .orderBy('v.slug', order)
    .first('r.id', 'r.reviewer_email', 'r.body', 'v.id as vendor_id', 'v.name', 'v.slug');
  await knex('reviews').where({ id: row.id }).update({ created_at: new Date() });
  return { vendor: { id: row.vendor_id, name: row.name, slug: row.slug }, review: { id: row.id, email: row.reviewer_email, body: row.body } };
};

/** The emails that match (the embedded outbox is relayed in the background: waits up to `tries` × 200 ms for `expected` of them). */
export const mailsWhere = async (
  site: RunningSite,
  matches: (mail: { to: string; subject: string }) => boolean,
  expected = 1,
  tries = 50,
): Promise<Array<{ to: string; subject: string; text: string }>> => {
  let mails: Array<{ to: string; subject: string; text: string }> = [];
  for (let i = 0; i < tries; i++) {
    mails = (await site.mailbox()).filter(matches);
    if (mails.length >= expected) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return mails;
};

export interface WidthCheck {
  /** Where axe looks (a CSS selector); the whole page by default. */
  scope?: string;
  /** Scrolled into view before each check. */
  shown?: Locator;
  /** Which screenshots take the whole page. */
  fullPage?: 'both' | 'phone' | 'none';
}

export interface ReviewWorld {
  site: RunningSite;
  browser: Browser;
  /** Signs in by email in a context of its own (closed with the world). */
  signIn(email: string, landing: RegExp): Promise<BrowserContext>;
  /** A visitor's context (closed with the world). */
  visitor(): Promise<BrowserContext>;
  /** A new page of the context at `path`, with its page errors watched. */
  open(context: BrowserContext, path: string, viewport?: { width: number; height: number }): Promise<{ page: Page; errors: string[] }>;
  /** No serious axe violations at 1280 and at 390 px, nothing wider than the screen, a screenshot of each. */
  checkBothWidths(page: Page, name: string, check?: WidthCheck): Promise<void>;
  close(): Promise<void>;
}

/** The built site on SQLite and a Chromium; the screenshots are named `{shots}-{name}-{width}.png`. */
export const startReviewWorld = async (shots: string, defaults: WidthCheck = {}): Promise<ReviewWorld> => {
  const site = await startSite('sqlite');
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    site,
    browser,
    async signIn(email, landing) {
      const { context } = await signInInBrowser(browser, site, email, { landing });
      contexts.push(context);
      return context;
    },
    async visitor() {
      const context = await browser.newContext();
      contexts.push(context);
      return context;
    },
    async open(context, path, viewport = DESKTOP) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const errors = watchPageErrors(page);
      await page.goto(`${site.baseUrl}${path}`);
      return { page, errors };
    },
    async checkBothWidths(page, name, check = {}) {
      const { scope, shown, fullPage = 'both' } = { ...defaults, ...check };
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await shown?.scrollIntoViewIfNeeded();
        expect(await seriousAxeViolations(page, scope), `${name} at ${viewport.width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${viewport.width} px fits`).toBe(true);
        const whole = fullPage === 'both' || (fullPage === 'phone' && viewport === PHONE);
        await page.screenshot({ path: `${SHOTS}/${shots}-${name}-${viewport.width}.png`, fullPage: whole });
      }
      await page.setViewportSize(DESKTOP);
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await site.stop();
    },
  };
};
