/**
 * Keyboard-only journeys (issue 8, DESIGN §5 'keyboard-only use of menus, lightbox and modals'): search,
 * the lightbox, the application form, the login form and the admin's vendor edit modal, driven with Tab,
 * Shift+Tab, Enter, Space, Escape, arrow keys and typing only — no mouse, no element.click(), no focus().
 * Every control the focus lands on by Tab must show that it has it: its look (outline, shadow, border,
 * background of the control, its pseudo-elements or its near ancestors) differs between focused and not. Modals keep
 * the focus inside while open and give it back to their opener when closed. Debian's Chromium against the
 * built site on a seeded SQLite database.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { emailedLinks, signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

/** Where the focus is, as a person (or a screen reader) would name it. */
interface FocusStop {
  tag: string;
  id: string;
  name: string;
  /** The open <dialog> holding the focus, by its test id (or 'dialog'), or null. */
  dialog: string | null;
}

/**
 * The keyboard of one page: each key press notes where the focus went, and whether the control it left
 * looked different while it had the focus (a visible focus indicator, WCAG 2.4.7).
 */
class KeyboardUser {
  readonly stops: FocusStop[] = [];
  readonly invisibleFocus: string[] = [];

  constructor(readonly page: Page) {}

  /** Presses a key (or a chord such as 'Shift+Tab') and returns where the focus is now. */
  async press(key: string): Promise<FocusStop> {
    await this.page.keyboard.press(key);
    return this.observe();
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Presses Tab (or Shift+Tab) until the focus is on a control that `matches`, at most `max` times. */
  async tabTo(matches: (stop: FocusStop) => boolean, opts: { back?: boolean; max?: number } = {}): Promise<FocusStop> {
    const visited: string[] = [];
    for (let i = 0; i < (opts.max ?? 80); i++) {
      const stop = await this.press(opts.back ? 'Shift+Tab' : 'Tab');
      if (matches(stop)) return stop;
      visited.push(`${stop.tag}#${stop.id} "${stop.name}"`);
    }
    throw new Error(`Tab never reached the control; it visited:\n${visited.join('\n')}`);
  }

  /**
   * Notes the focused control and its look, and compares the look of the control focused before with how
   * it looks now that it has lost the focus. CSS transitions are finished first, so both are end states.
   */
  async observe(): Promise<FocusStop> {
    const { stop, left } = await this.page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
      const look = (el: Element | null): string => {
        const parts: string[] = [];
        for (let node = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
          for (const pseudo of [null, '::before', '::after']) {
            const cs = getComputedStyle(node, pseudo);
            parts.push([cs.outlineStyle, cs.outlineWidth, cs.outlineColor, cs.boxShadow, cs.borderColor, cs.backgroundColor, cs.textDecorationLine].join(' '));
          }
        }
        return parts.join('|');
      };
      const el = document.activeElement && document.activeElement !== document.body ? (document.activeElement as HTMLElement) : null;
      const label = el && 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null;
      const stop = {
        tag: el ? el.tagName.toLowerCase() : 'body',
        id: el?.id ?? '',
        name: (el?.getAttribute('aria-label') || label || el?.textContent || '').replace(/\s+/g, ' ').trim(),
        dialog: el?.closest('dialog[open]') ? (el.closest('dialog[open]')?.getAttribute('data-testid') ?? 'dialog') : null,
      };
      const memory = window as unknown as { __kbLast?: { el: Element; look: string; what: string } };
      const before = memory.__kbLast;
      let left: { what: string; visible: boolean } | null = null;
      if (before && before.el !== el && before.el.isConnected) left = { what: before.what, visible: before.look !== look(before.el) };
      // Only controls a user can Tab to count: a heading given the focus by script (tabindex=-1) to be
      // read out is not something the user operates.
      memory.__kbLast = el && el.tabIndex >= 0 ? { el, look: look(el), what: `${stop.tag}#${stop.id} "${stop.name.slice(0, 60)}"` } : undefined;
      return { stop, left };
    });
    this.stops.push(stop);
    if (left && !left.visible && !this.invisibleFocus.includes(left.what)) this.invisibleFocus.push(left.what);
    return stop;
  }
}

describe('keyboard-only journeys in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let admin: BrowserContext;
  /** A listing with a gallery (for the lightbox and the search), and another one the admin edits. */
  let shown: { id: string; slug: string; name: string; images: number };
  let edited: { id: string; name: string };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const knex = site.db.knex;
    const gallery = (await knex('vendor_images').select('vendor_id').count({ n: '*' }).groupBy('vendor_id').havingRaw('count(*) >= 3').orderBy('vendor_id').first()) as { vendor_id: string; n: number | string };
    const row = await knex('vendors').where({ id: gallery.vendor_id }).first();
    shown = { id: row.id, slug: row.slug, name: row.name, images: Number(gallery.n) };
    const other = await knex('vendors').whereNot({ id: shown.id }).orderBy('name').first();
    edited = { id: other.id, name: other.name };
    ({ context: admin } = await signInInBrowser(browser, site, site.adminEmail));
  });
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
    await site?.stop();
  });

  const open = async (path: string, context?: BrowserContext): Promise<{ page: Page; keys: KeyboardUser; errors: string[] }> => {
    const page = context ? await context.newPage() : await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(site.baseUrl + path);
    await page.waitForLoadState('networkidle');
    return { page, keys: new KeyboardUser(page), errors };
  };

  it('search: the skip link, the home search box, Enter, then Tab to a result and Enter opens it', async () => {
    const { page, keys, errors } = await open('/');
    // The first Tab reaches the skip link; following it puts the next Tab inside the main content.
    expect((await keys.press('Tab')).name).toBe('Skip to main content');
    await keys.press('Enter');
    const search = await keys.tabTo((s) => s.id === 'hero-search-input', { max: 5 });
    expect(search.tag).toBe('input');
    const word = shown.name.split(' ')[0]!;
    await keys.type(word);
    await keys.press('Enter');
    await page.waitForURL(`**/vendors?search=${encodeURIComponent(word)}`);
    await page.getByTestId('result-count').getByText(/^\d+ vendors?$/).waitFor();
    // From the results, Tab reaches the listing's card link; Enter opens the vendor's page.
    await keys.tabTo((s) => s.tag === 'a' && s.name === shown.name);
    await keys.press('Enter');
    await page.getByRole('heading', { level: 1, name: shown.name }).waitFor();
    expect(page.url()).toBe(`${site.baseUrl}/vendors/${shown.slug}`);
    expect(keys.invisibleFocus).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lightbox: Enter on a photo opens it, arrows cycle, Tab stays inside, Escape closes and the focus returns to the photo', async () => {
    const { page, keys, errors } = await open(`/vendors/${shown.slug}`);
    // The viewer's code is not in the page's first load (issue 40); a photo reached by Tab fetches it.
    const viewerFetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/Lightbox-[\w-]+\.js$/.test(new URL(e.name).pathname)));
    expect(await viewerFetched()).toBe(false);
    const tile = await keys.tabTo((s) => s.name.startsWith(`Open photo 2 of ${shown.images}`));
    await expect.poll(viewerFetched).toBe(true);
    await keys.press('Enter');
    const dialog = page.getByTestId('lightbox');
    await dialog.waitFor();
    // The viewer may be shown a moment after the key (while its code arrives); once it is, the focus is in it.
    expect(await keys.observe()).toMatchObject({ name: 'Close photo viewer', dialog: 'lightbox' });
    const counter = page.getByTestId('lightbox-counter');
    expect(await counter.textContent()).toBe(`2 / ${shown.images}`);
    await keys.press('ArrowRight');
    expect(await counter.textContent()).toBe(`3 / ${shown.images}`);
    await keys.press('ArrowLeft');
    await keys.press('ArrowLeft');
    expect(await counter.textContent()).toBe(`1 / ${shown.images}`);
    await keys.press('ArrowLeft');
    expect(await counter.textContent()).toBe(`${shown.images} / ${shown.images}`);

    // Close, Previous, Next: Tab and Shift+Tab go round them and never leave the viewer.
    const forward = [];
    for (let i = 0; i < 7; i++) forward.push(await keys.press('Tab'));
    expect(forward.map((s) => s.dialog)).toEqual(Array(7).fill('lightbox'));
    expect(forward.slice(0, 3).map((s) => s.name)).toEqual(['Previous photo', 'Next photo', 'Close photo viewer']);
    const backward = [];
    for (let i = 0; i < 4; i++) backward.push(await keys.press('Shift+Tab'));
    expect(backward.map((s) => s.dialog)).toEqual(Array(4).fill('lightbox'));

    // Enter on Next moves on, like the right arrow.
    await keys.tabTo((s) => s.name === 'Next photo', { max: 3 });
    await keys.press('Enter');
    expect(await counter.textContent()).toBe(`1 / ${shown.images}`);

    const back = await keys.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(back.name).toBe(tile.name);

    // Space opens it too; Enter on the close button closes it.
    await keys.press('Space');
    await dialog.waitFor();
    await keys.tabTo((s) => s.name === 'Close photo viewer', { max: 3 });
    await keys.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await keys.observe()).toMatchObject({ name: tile.name });
    expect(keys.invisibleFocus).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('apply: every field filled from the keyboard (typing, a select, a checkbox, the plan radios) and submitted with Enter', async () => {
    const { page, keys, errors } = await open('/apply');
    await page.waitForSelector('#apply-category:not([disabled])');
    const businessName = `Keyboard Blooms ${Date.now().toString(36)}`;
    const email = `keys-${Date.now().toString(36)}@example.com`;

    // The plan radios: arrows move the choice (the payment block comes and goes with it).
    await keys.tabTo((s) => s.id === 'apply-plan-free');
    await keys.press('ArrowRight');
    await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
    expect(await page.locator('#apply-plan-featured').isChecked()).toBe(true);
    await keys.press('ArrowLeft');
    await page.getByRole('heading', { name: 'Payment Information' }).waitFor({ state: 'detached' });
    expect(await page.locator('#apply-plan-free').isChecked()).toBe(true);

    const fill = async (id: string, text: string) => {
      await keys.tabTo((s) => s.id === id);
      await keys.type(text);
    };
    await fill('apply-businessName', businessName);
    await fill('apply-category', 'Florists');
    expect(await page.locator('#apply-category option:checked').textContent()).toBe('Florists');
    await fill('apply-description', 'Garden-grown wedding flowers, arranged by hand.');
    await fill('apply-ownerName', 'Kay Board');
    await fill('apply-email', email);
    await fill('apply-phone', '(864) 555-0199');
    await fill('apply-location-city', 'Greenville');
    await fill('apply-location-county', 'Greenville');
    await keys.tabTo((s) => s.id === 'apply-isInsured');
    await keys.press('Space');
    expect(await page.locator('#apply-isInsured').isChecked()).toBe(true);

    const submit = await keys.tabTo((s) => s.tag === 'button' && s.name === 'Submit Application');
    expect(submit.name).toBe('Submit Application');
    await keys.press('Enter');
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    const saved = await site.db.knex('applications').where({ email }).first();
    expect(saved).toMatchObject({ business_name: businessName, owner_name: 'Kay Board', subscription_tier: 'free' });
    expect(Number(saved.is_insured)).toBe(1);
    expect(keys.invisibleFocus).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('login: Enter on an empty form puts the focus on the email field with its error; typing an address and Enter sends the link', async () => {
    const email = `keyboard-owner-${Date.now().toString(36)}@example.com`;
    const now = new Date();
    await site.db.knex('users').insert({ id: ulid(), email, is_admin: false, is_active: true, vendor_id: shown.id, created_at: now, updated_at: now });
    const before = await emailedLinks(site, email);
    const { page, keys, errors } = await open('/login');
    await keys.tabTo((s) => s.tag === 'button' && /Send/.test(s.name));
    await keys.press('Enter');
    await page.getByText('Email is required').waitFor();
    expect(await keys.observe()).toMatchObject({ tag: 'input', name: expect.stringMatching(/email/i) });
    await keys.type(email);
    await keys.press('Enter');
    await page.getByRole('heading', { name: 'Check Your Inbox!' }).waitFor();
    await page.getByText(email).first().waitFor();
    await expect.poll(async () => (await emailedLinks(site, email)).size, { timeout: 10_000 }).toBe(before.size + 1);
    // From the confirmation, the keyboard reaches Send Another Link and Return Home.
    await keys.tabTo((s) => s.name === 'Send Another Link');
    await keys.tabTo((s) => s.name === 'Return Home');
    expect(keys.invisibleFocus).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('admin edit modal: Enter opens it, the focus stays inside, edits are typed and saved with Enter, Escape cancels, the focus returns to Edit', async () => {
    const { page, keys, errors } = await open('/admin/vendors', admin);
    await page.getByTestId('vendor-row').first().waitFor();
    await keys.tabTo((s) => s.tag === 'input' && s.name === 'Search');
    await keys.type(edited.name);
    await expect.poll(() => page.getByTestId('vendor-row').count()).toBe(1);
    const edit = await keys.tabTo((s) => s.tag === 'button' && s.name === `Edit ${edited.name}`);

    await keys.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Edit ${edited.name}` });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Description' }).waitFor();
    // The dialog opens once the vendor's details are in, with the focus on its first field.
    expect(await keys.observe()).toMatchObject({ id: 've-name', dialog: 'vendor-edit-dialog' });

    // Once round the dialog with Tab and once back with Shift+Tab: every stop is inside it, the
    // rich-text editor lets Tab through, and the round ends where it started.
    const round: FocusStop[] = [];
    for (let i = 0; i < 120; i++) {
      const stop = await keys.press('Tab');
      round.push(stop);
      if (stop.id === 've-name') break;
    }
    expect(round.filter((s) => s.dialog !== 'vendor-edit-dialog')).toEqual([]);
    expect(round.at(-1)?.id).toBe('ve-name');
    expect(round.map((s) => s.name)).toEqual(expect.arrayContaining(['Save Changes', 'Cancel', 'Close']));
    const rounds = round.length;
    const backRound: FocusStop[] = [];
    for (let i = 0; i < rounds; i++) backRound.push(await keys.press('Shift+Tab'));
    expect(backRound.filter((s) => s.dialog !== 'vendor-edit-dialog')).toEqual([]);
    expect(backRound.at(-1)?.id).toBe('ve-name');

    const tagline = `Typed without a mouse ${Date.now().toString(36)}`;
    await keys.tabTo((s) => s.id === 've-tagline');
    await keys.press('Control+A');
    await keys.type(tagline);
    await keys.tabTo((s) => s.name === 'Save Changes');
    await keys.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await site.db.knex('vendors').where({ id: edited.id }).first()).tagline).toBe(tagline);
    expect((await keys.observe()).name).toBe(edit.name);

    // Escape cancels: nothing saved, the focus back on Edit.
    await keys.press('Enter');
    await dialog.waitFor();
    await keys.tabTo((s) => s.id === 've-tagline');
    await keys.press('Control+A');
    await keys.type('This edit is thrown away');
    const afterEscape = await keys.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(afterEscape.name).toBe(edit.name);
    expect((await site.db.knex('vendors').where({ id: edited.id }).first()).tagline).toBe(tagline);
    expect(keys.invisibleFocus).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
