/**
 * Browser journeys of the vendor application (/apply) and the claim form (/claim-listing), SPEC §2, §5, §8,
 * in Debian's Chromium against the real built site on a seeded SQLite database.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const APPLY_FAILED = 'Failed to submit application. Please try again.';
const CATEGORIES_FAILED = 'Unable to load categories. Please refresh the page and try again.';
const CLAIM_SERVER_ERROR = 'Failed to submit claim request';
const CLAIM_NETWORK_ERROR = 'An error occurred. Please try again.';

/** A card number and CVV distinctive enough to search the whole database for. */
const CARD_NUMBER = '4000056655665556';
const CVV = '8379';

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

describe('apply and claim-listing pages in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const open = async (path: string, width = 1280): Promise<{ page: Page; errors: string[] }> => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(site.baseUrl + path);
    return { page, errors };
  };

  /** The category select is disabled until the categories have loaded. */
  const categoriesLoaded = (page: Page) => page.waitForSelector('#apply-category:not([disabled])');

  /** Fills every required field of the application except the card (business name optional, for the validation test). */
  const fillApplication = async (page: Page, v: { businessName?: string; email: string }) => {
    await categoriesLoaded(page);
    if (v.businessName !== undefined) await page.getByLabel('Business Name').fill(v.businessName);
    await page.getByLabel('Category').selectOption({ label: 'Photographers' });
    await page.getByLabel('Owner Name').fill('Jane Magnolia');
    await page.getByLabel('Email Address').fill(v.email);
    await page.getByLabel('Phone Number').fill('(864) 555-0142');
    await page.getByLabel('City').fill('Greenville');
    await page.getByLabel('County').fill('Greenville');
  };

  const cvvAlone = new RegExp(`(^|[^0-9A-Za-z])${CVV}([^0-9A-Za-z]|$)`);

  /** Every cell of every table, as text, named `table.column#row`. */
  const dbCells = async (): Promise<Array<{ table: string; where: string; text: string }>> => {
    const tables = (await site.db.knex.raw("select name from sqlite_master where type = 'table'")) as Array<{ name: string }>;
    const cells: Array<{ table: string; where: string; text: string }> = [];
    for (const { name } of tables) {
      const rows = (await site.db.knex(name).select('*')) as Array<Record<string, unknown>>;
      if (rows.length === 0) cells.push({ table: name, where: name, text: '' });
      rows.forEach((row, i) => {
        for (const [column, value] of Object.entries(row)) {
          const text = value instanceof Buffer ? value.toString('latin1') : String(value ?? '');
          cells.push({ table: name, where: `${name}.${column}#${String(row.id ?? i)}`, text });
        }
      });
    }
    return cells;
  };

  const waitForMail = async (to: string, subject: RegExp) => {
    for (let i = 0; i < 25; i++) {
      const mail = (await site.mailbox()).find((m) => m.to === to && subject.test(m.subject));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`No email matching ${subject} to ${to}`);
  };

  it('applies for a free listing: plan preselected, live description count, success screen, a pending row and an email', async () => {
    const { page, errors } = await open('/apply');
    await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
    for (const title of ['Business Information', 'Contact Information', 'Location', 'Business Details']) {
      expect(await page.getByRole('heading', { name: title }).isVisible(), title).toBe(true);
    }
    expect(await page.getByRole('radio', { name: 'Free Standard Listing' }).isChecked()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Payment Information' }).count()).toBe(0);
    expect(await page.getByText('Applications are reviewed and answered within 3-5 business days.').isVisible()).toBe(true);
    // State defaults to SC and offers SC, NC, GA only.
    expect(await page.getByLabel('State').inputValue()).toBe('SC');
    expect(await page.locator('#apply-location-state option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['SC', 'NC', 'GA']);

    const businessName = unique('Blue Ridge Light Studio');
    const email = `jane.${Date.now()}@bluelight.example`;
    await fillApplication(page, { businessName, email });
    await page.getByLabel('Business Description').fill('Natural light wedding photography.');
    expect(await page.getByText('34 / 2000').isVisible()).toBe(true);
    await page.getByLabel('Years in Business').fill('7');
    await page.getByLabel('Starting Price ($)').fill('2400');
    await page.getByLabel('Price Range').selectOption('premium');
    await page.getByLabel('Licensed').check();
    await page.getByLabel('Instagram').fill('@bluelight');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');

    const row = await site.db.knex('applications').where({ business_name: businessName }).first();
    expect(row).toMatchObject({ status: 'pending', subscription_tier: 'free', email, city: 'Greenville', county: 'Greenville', state: 'SC', years_in_business: 7, starting_price: 2400, price_range: 'premium', social_instagram: '@bluelight' });
    expect(Boolean(row.is_licensed)).toBe(true);
    expect(Boolean(row.is_insured)).toBe(false);
    expect(row.payment_method_id).toBeNull();
    const category = await site.db.knex('categories').where({ id: row.category_id }).first();
    expect(category.slug).toBe('photographers');

    await waitForMail(email, /We received your application/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('applies for a paid plan from /apply?plan=featured and stores only the card summary, never the number or CVV', async () => {
    const { page, errors } = await open('/apply?plan=featured');
    await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Featured Listing' }).isChecked()).toBe(true);
    const payment = page.getByTestId('payment-section');
    expect(await payment.getByText(/not be charged during your 3-month free trial/).isVisible()).toBe(true);
    expect(await payment.getByText(/reminder email 7 days before your first payment/).isVisible()).toBe(true);
    expect(await page.getByLabel('Card Number').getAttribute('maxlength')).toBe('19');
    expect(await page.getByLabel('Expiry Date').getAttribute('maxlength')).toBe('5');
    expect(await page.getByLabel('CVV').getAttribute('maxlength')).toBe('4');

    const businessName = unique('Reedy River Strings');
    const email = `owner.${Date.now()}@reedystrings.example`;
    await fillApplication(page, { businessName, email });
    await page.getByLabel('Cardholder Name').fill('Jane Magnolia');
    await page.getByLabel('Card Number').pressSequentially(CARD_NUMBER);
    expect(await page.getByLabel('Card Number').inputValue()).toBe('4000 0566 5566 5556');
    await page.getByLabel('Expiry Date').pressSequentially('1230');
    expect(await page.getByLabel('Expiry Date').inputValue()).toBe('12/30');
    await page.getByLabel('CVV').fill(CVV);

    const before = await dbCells();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

    const row = await site.db.knex('applications').where({ business_name: businessName }).first();
    expect(row).toMatchObject({ status: 'pending', subscription_tier: 'featured' });
    expect(row.payment_method_id).toBeTruthy();
    const card = await site.db.knex('payment_methods').where({ id: row.payment_method_id }).first();
    expect(card).toMatchObject({ last4: '5556', brand: 'visa', exp_month: 12, exp_year: 2030, cardholder_name: 'Jane Magnolia' });

    // Neither the number (with or without spaces) nor the CVV is anywhere in the database or the mail.
    const after = await dbCells();
    expect(after.map((c) => c.table)).toEqual(expect.arrayContaining(['applications', 'payment_methods', 'outbox']));
    for (const cell of after) expect(cell.text.replace(/[\s-]/g, ''), cell.where).not.toContain(CARD_NUMBER);
    // A 4-digit run can occur in seeded data (a phone number): no cell may hold the CVV that did not before.
    const withCvv = (cells: typeof after) => cells.filter((c) => cvvAlone.test(c.text)).map((c) => c.where);
    expect(withCvv(after)).toEqual(withCvv(before));
    const mail = await waitForMail(email, /We received your application/);
    expect((mail.text + mail.html).replace(/[\s-]/g, '')).not.toContain(CARD_NUMBER);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on failed validation scrolls to the first invalid field, focuses it after 500 ms, and clears its error on edit', async () => {
    const { page } = await open('/apply');
    await fillApplication(page, { email: 'jane@bluelight.example' });
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    // The focus waits for the smooth scroll.
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('apply-businessName');
    await page.waitForFunction(() => document.activeElement?.id === 'apply-businessName', undefined, { timeout: 3000 });
    const input = page.locator('#apply-businessName');
    expect(await page.getByText('Business name is required').isVisible()).toBe(true);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await input.getAttribute('aria-describedby')).toContain('apply-businessName-error');
    const box = await input.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    // Nothing was sent, and editing the field clears its message.
    await input.pressSequentially('M');
    expect(await page.getByText('Business name is required').count()).toBe(0);
    expect(await input.getAttribute('aria-invalid')).toBeNull();
    await page.close();
  });

  it('shows card errors for a paid plan, and Switch to Free Listing hides the payment block', async () => {
    const { page } = await open('/apply?plan=premier');
    await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
    await fillApplication(page, { businessName: unique('Paris Mountain Events'), email: 'events@paris.example' });
    await page.getByLabel('Card Number').fill('4242 4242');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'apply-creditCard-cardholderName', undefined, { timeout: 3000 });
    expect(await page.getByText('Cardholder name is required').isVisible()).toBe(true);
    expect(await page.getByText('Please enter a valid 15 or 16-digit card number').isVisible()).toBe(true);
    expect(await page.getByText('Expiry date is required').isVisible()).toBe(true);
    expect(await page.getByText('CVV is required').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Switch to Free Listing' }).click();
    expect(await page.getByTestId('payment-section').count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Free Standard Listing' }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.activeElement?.id === 'apply-plan-free');
    // Back to a paid plan by keyboard: the block returns, and what was typed is still there.
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Featured Listing' }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
    expect(await page.getByLabel('Card Number').inputValue()).toBe('4242 4242');
    await page.close();
  });

  it('shows server field errors under their fields, and a failed submission alert that keeps what was typed', async () => {
    const { page } = await open('/apply');
    const businessName = unique('Falls Park Florals');
    await fillApplication(page, { businessName, email: 'hello@fallspark.example' });
    await page.route('**/api/applications', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: { code: 'VALIDATION_FAILED', message: 'County is required', fields: { 'location.county': 'County is required' } } }),
      }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'apply-location-county', undefined, { timeout: 3000 });
    expect(await page.getByText('County is required').isVisible()).toBe(true);

    await page.unrouteAll();
    await page.route('**/api/applications', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('alert').filter({ hasText: APPLY_FAILED }).waitFor();
    expect(await page.getByLabel('Business Name').inputValue()).toBe(businessName);
    expect(await page.getByLabel('City').inputValue()).toBe('Greenville');
    expect(await page.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);

    // While a submission is in flight the button reads 'Submitting...' and is disabled.
    await page.unrouteAll();
    let release: () => void = () => {};
    await page.route('**/api/applications', async (route) => {
      await new Promise<void>((r) => (release = r));
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":{"code":"INTERNAL","message":"x"}}' });
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByRole('alert').filter({ hasText: APPLY_FAILED }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
    await page.close();
  });

  it('says when the categories cannot be loaded, with the select disabled', async () => {
    const page = await browser.newPage();
    await page.route('**/api/categories', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${site.baseUrl}/apply`);
    await page.getByText(CATEGORIES_FAILED).waitFor();
    expect(await page.getByLabel('Category').isDisabled()).toBe(true);
    await page.close();
  });

  it('sends a claim request: prefilled message kept in sync, success screen, a CLAIM_REQUEST row; Submit Another Request resets', async () => {
    const { page, errors } = await open('/claim-listing');
    await page.getByRole('heading', { name: 'Claim Your Listing' }).waitFor();
    expect(await page.getByRole('link', { name: /Apply to list your business/ }).getAttribute('href')).toBe('/apply');
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByLabel('Message').inputValue()).toContain('[business name]');

    const business = unique('Magnolia Manor');
    const email = `owner.${Date.now()}@magnolia.example`;
    await page.getByLabel('Your Name').fill('Mary Owner');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Business Name').fill(business);
    expect(await page.getByLabel('Message').inputValue()).toContain(`owner of ${business} and`);
    await page.getByRole('button', { name: 'Submit Claim Request' }).click();
    await page.getByRole('heading', { name: 'Claim Request Submitted!' }).waitFor();
    expect(await page.getByText(/1-2 business days/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');

    const row = await site.db.knex('contact_messages').where({ business_name: business }).first();
    expect(row).toMatchObject({ type: 'CLAIM_REQUEST', name: 'Mary Owner', email, subject: `Claim Request for ${business}` });
    expect(row.message).toContain(business);

    await page.getByRole('button', { name: 'Submit Another Request' }).click();
    await page.getByRole('button', { name: 'Submit Claim Request' }).waitFor();
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    expect(await page.getByLabel('Email Address').inputValue()).toBe('');
    expect(await page.getByLabel('Business Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toContain('[business name]');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('claim-name');

    // An edited message no longer follows the business name.
    await page.getByLabel('Message').fill('Please hand this listing over to me.');
    await page.getByLabel('Business Name').fill('Another Name');
    expect(await page.getByLabel('Message').inputValue()).toBe('Please hand this listing over to me.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('checks the claim form in the spec order, one message at a time, and prefills ?business=', async () => {
    const { page } = await open('/claim-listing?business=Hopewell%20Barn');
    const submit = page.getByRole('button', { name: 'Submit Claim Request' });
    await submit.waitFor();
    expect(await page.getByLabel('Business Name').inputValue()).toBe('Hopewell Barn');
    expect(await page.getByLabel('Message').inputValue()).toContain('owner of Hopewell Barn and');

    await page.getByLabel('Business Name').fill('');
    await page.getByLabel('Message').fill('');
    const only = async (message: string, fieldId: string) => {
      await submit.click();
      await page.getByText(message).waitFor();
      expect(await page.locator('.field__error').count(), message).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(fieldId);
    };
    await only('Name is required', 'claim-name');
    await page.getByLabel('Your Name').fill('Mary Owner');
    await page.getByLabel('Email Address').fill('not-an-email');
    // The email pattern is checked last, after business name and message.
    await only('Business name is required', 'claim-businessName');
    await page.getByLabel('Business Name').fill('Hopewell Barn');
    await only('Message is required', 'claim-message');
    await page.getByLabel('Message').fill('This is my barn.');
    await only('Please enter a valid email address', 'claim-email');
    await page.close();
  });

  it("says 'Failed to submit claim request' when the server refuses and 'An error occurred. Please try again.' when the request fails", async () => {
    const { page } = await open('/claim-listing');
    await page.getByLabel('Your Name').fill('Mary Owner');
    await page.getByLabel('Email Address').fill('mary@owner.example');
    await page.getByLabel('Business Name').fill('Hopewell Barn');
    await page.route('**/api/contact/submit', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":{"code":"INTERNAL","message":"x"}}' }));
    await page.getByRole('button', { name: 'Submit Claim Request' }).click();
    await page.getByRole('alert').filter({ hasText: CLAIM_SERVER_ERROR }).waitFor();
    await page.unrouteAll();
    await page.route('**/api/contact/submit', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Submit Claim Request' }).click();
    await page.getByRole('alert').filter({ hasText: CLAIM_NETWORK_ERROR }).waitFor();
    expect(await page.getByLabel('Business Name').inputValue()).toBe('Hopewell Barn');
    await page.close();
  });

  it('has no serious or critical axe violations on /apply (free and paid) and /claim-listing at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      for (const path of ['/apply', '/apply?plan=featured', '/claim-listing']) {
        const { page, errors } = await open(path, width);
        await page.getByRole('button', { name: /Submit (Application|Claim Request)/ }).waitFor();
        if (path.startsWith('/apply')) await categoriesLoaded(page);
        expect(await seriousAxeViolations(page), `${path} at ${width}px`).toEqual([]);
        // The validation state too: errors, aria-invalid and descriptions.
        await page.getByRole('button', { name: /Submit (Application|Claim Request)/ }).click();
        await page.locator('.field__error').first().waitFor();
        await page.waitForTimeout(600);
        expect(await seriousAxeViolations(page), `${path} at ${width}px, invalid`).toEqual([]);
        // Nothing overflows sideways at phone width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width}px overflows`).toBe(true);
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });
});
