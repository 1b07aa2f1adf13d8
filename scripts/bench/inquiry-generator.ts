// Bench data for the inquiry loop (issue 17), next to vendor-generator.ts: inquiries as a directory that has
// run for a year holds them, and one busy listing with an owner whose inbox the bench reads.
//
// - A share of the listings (default 20%) has 1–5 inquiries each, spread over the last year: mostly
//   delivered (new, replied, booked, not available, closed), some deleted by the couple (times only), some
//   held for an admin, and recent ones still waiting for the couple's confirmation. Each has the couple's
//   first message; answered ones have the vendor's reply and sometimes the couple's answer.
// - One busy listing (the first active one by slug) has BUSY_INQUIRIES of them and an owner
//   (BENCH_OWNER_EMAIL, linked both ways as ProvisionVendorOwner writes it). `benchOwnerSession` signs that
//   owner in: a session row stored as the auth repositories store it (the token's hash only).
//
// Idempotent and deterministic per listing (the PRNG is keyed by the vendor's slug): listings that already
// have inquiries are skipped, so it can run after each growth step. Used by scripts/bench/run.ts and
// tests/integration/explain-plans.test.ts.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { ulid } from 'ulid';
import { KnexSessionRepository } from '../../adapters/persistence/knex/repositories/knex-auth-repositories.ts';
import { createPrng, type Prng } from '../../adapters/persistence/knex/seeds/prng.ts';
import { NodeSecrets } from '../../adapters/system/node-secrets.ts';
import type { CategorySlug } from '../../domain/categories/category.ts';
import { budgetRangesFor } from '../../domain/inquiries/inquiry-options.ts';
import { retriedTransaction } from '../../adapters/persistence/knex/retried-transaction.ts';

export const BENCH_OWNER_EMAIL = 'bench-owner@example.com';
export const BUSY_INQUIRIES = 500;

const DAY = 86_400_000;
const FIRST = ['Avery', 'Jordan', 'Sam', 'Riley', 'Morgan', 'Casey', 'Taylor', 'Jamie', 'Quinn', 'Drew', 'Harper', 'Rowan'];
const LAST = ['Rivera', 'Nguyen', 'Brooks', 'Patel', 'Kim', 'Lee', 'Carter', 'Hughes', 'Price', 'Ward', 'Long', 'Foster'];
const ASKS = [
  'We love your work and would like to know if you are available on our date, and what a package for our guest count would cost.',
  'Could you send us your pricing and availability? We are planning a relaxed celebration with family and friends.',
  'We are touring options this spring and would love to see what you offer for a wedding of our size.',
];
const REPLIES = ['Thank you for reaching out! We are available on your date and would love to chat. Here is our pricing guide.', 'Congratulations! Unfortunately we are booked that weekend, but we have the Friday open.'];

export interface InquiryGenerateOptions {
  /** Share of listings with inquiries (default 0.2). */
  share?: number;
  /** Inquiries of the busy listing (default BUSY_INQUIRIES). */
  busy?: number;
  /** Rows per insert statement (default 400). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** "Now" for the generated times (default the clock). */
  now?: Date;
}

type Row = Record<string, unknown>;

/** One inquiry of `vendor` and its messages, drawn from `r`. */
const inquiryRows = (r: Prng, vendorId: string, category: CategorySlug, owned: boolean, k: number, now: number): { inquiry: Row; messages: Row[] } => {
  const pending = r.chance(0.05);
  const ageMs = pending ? r.int(0, 10 * DAY) : r.int(0, 365 * DAY);
  const created = new Date(now - ageMs);
  const roll = r.next();
  const state = pending ? 'pending_confirmation' : roll < 0.03 ? 'held' : roll < 0.08 ? 'deleted' : 'delivered';
  const reached = state === 'delivered' || state === 'deleted';
  const delivered = reached ? new Date(created.getTime() + r.int(30, 3600) * 1000) : null;
  const s = r.next();
  const status = state !== 'delivered' ? 'new' : s < 0.3 ? 'new' : s < 0.75 ? 'replied' : s < 0.85 ? 'booked' : s < 0.9 ? 'not_available' : 'closed';
  const replied = delivered && (status !== 'new' || (state === 'deleted' && r.chance(0.5))) ? new Date(delivered.getTime() + r.int(5 * 60, 3 * 86_400) * 1000) : null;
  const coupleAgain = replied && r.chance(0.4) ? new Date(replied.getTime() + r.int(600, 2 * 86_400) * 1000) : null;
  const last = coupleAgain ?? replied ?? created;
  const id = ulid(created.getTime());
  const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
  const ranges = budgetRangesFor(category);
  const undecided = r.chance(0.15);
  const wedding = new Date(now + r.int(60, 540) * DAY).toISOString().slice(0, 10);
  const deleted = state === 'deleted';
  const inquiry: Row = {
    id,
    vendor_id: vendorId,
    couple_name: deleted ? '' : name,
    email: deleted ? null : `${name.toLowerCase().replace(' ', '.')}+${k}@example.com`,
    phone: deleted || r.chance(0.4) ? null : `864-555-${String(k % 10_000).padStart(4, '0')}`,
    wedding_date: deleted || undecided ? null : wedding,
    date_undecided: undecided,
    guest_count: r.int(20, 250),
    budget: r.pick(ranges).code,
    status,
    close_reason: status === 'closed' ? r.pick(['booked_elsewhere', 'not_interested']) : null,
    state,
    hold_reasons: state === 'held' ? JSON.stringify(['links']) : null,
    confirm_token_hash: pending ? createHash('sha256').update(`bench-confirm-${id}`).digest('hex') : null,
    confirm_expires_at: pending ? new Date(created.getTime() + 7 * DAY) : null,
    confirmed_at: pending ? null : new Date(created.getTime() + 20_000),
    delivered_at: delivered,
    first_replied_at: replied,
    last_message_at: last,
    last_message_by: coupleAgain || !replied ? 'couple' : 'vendor',
    // The reminder goes to an owner: an owner-less listing's inquiries wait without one.
    reminder_sent_at: owned && delivered && (!replied || replied.getTime() - delivered.getTime() > DAY) && now - delivered.getTime() > DAY ? new Date(delivered.getTime() + DAY + 600_000) : null,
    vendor_read_at: replied ?? (status === 'new' && r.chance(0.3) && delivered ? new Date(delivered.getTime() + 3_600_000) : null),
    vendor_unread: state === 'delivered' && (coupleAgain !== null || (status === 'new' && r.chance(0.7))),
    closed_at: status === 'closed' || deleted ? last : null,
    created_at: created,
    updated_at: last,
  };
  const messages: Row[] = deleted
    ? []
    : [
        { id: ulid(created.getTime()), inquiry_id: id, author: 'couple', body: r.pick(ASKS), created_at: created },
        ...(replied ? [{ id: ulid(replied.getTime()), inquiry_id: id, author: 'vendor', body: r.pick(REPLIES), created_at: replied }] : []),
        ...(coupleAgain ? [{ id: ulid(coupleAgain.getTime()), inquiry_id: id, author: 'couple', body: 'Thank you! Could we visit on a Saturday morning?', created_at: coupleAgain }] : []),
      ];
  return { inquiry, messages };
};

const insertAll = async (knex: Knex, table: string, rows: Row[], batchSize: number) => {
  // SQLite's multi-row insert is a compound SELECT, limited to 500 terms.
  for (let i = 0; i < rows.length; i += batchSize) await knex(table).insert(rows.slice(i, i + batchSize));
};

/**
 * The busy listing and its owner (created on the first call), then inquiries for the listings that have none
 * yet. Returns the busy listing's id and the number of inquiries inserted.
 */
export const generateInquiries = async (knex: Knex, opts: InquiryGenerateOptions = {}): Promise<{ busyVendorId: string; inserted: number }> => {
  const share = opts.share ?? 0.2;
  const batchSize = opts.batchSize ?? 400;
  const now = (opts.now ?? new Date()).getTime();
  let inserted = 0;

  // The busy listing: the owner's, once there is one.
  const owner = (await knex('users').where({ email: BENCH_OWNER_EMAIL }).first('id', 'vendor_id')) as { id: string; vendor_id: string } | undefined;
  let busyVendorId = owner?.vendor_id;
  if (!busyVendorId) {
    const busy = (await knex('vendors as v').join('categories as c', 'c.id', 'v.category_id').where('v.is_active', true).orderBy('v.slug').first('v.id', 'c.slug as category')) as
      | { id: string; category: CategorySlug }
      | undefined;
    if (!busy) throw new Error('generateInquiries needs active vendors: run generateVendors first');
    busyVendorId = busy.id;
    const userId = ulid();
    await retriedTransaction(knex, async (trx) => {
      await trx('users').insert({ id: userId, email: BENCH_OWNER_EMAIL, is_admin: false, is_active: true, vendor_id: busy.id, created_at: new Date(now), updated_at: new Date(now) });
      await trx('vendors').where({ id: busy.id }).update({ owner_user_id: userId });
      const r = createPrng('bench-busy-inquiries');
      const made = Array.from({ length: opts.busy ?? BUSY_INQUIRIES }, (_, k) => inquiryRows(r, busy.id, busy.category, true, k, now));
      await insertAll(trx, 'inquiries', made.map((m) => m.inquiry), batchSize);
      await insertAll(trx, 'inquiry_messages', made.flatMap((m) => m.messages), batchSize);
      inserted += made.length;
    });
  }

  const vendors = (await knex('vendors as v')
    .join('categories as c', 'c.id', 'v.category_id')
    .whereNotExists((q) => q.select(knex.raw('1')).from('inquiries as i').whereRaw('i.vendor_id = v.id'))
    .orderBy('v.id')
    .select('v.id', 'v.slug', 'c.slug as category', knex.raw('v.owner_user_id is not null as owned'))) as Array<{ id: string; slug: string; category: CategorySlug; owned: boolean | number }>;
  let inquiries: Row[] = [];
  let messages: Row[] = [];
  const flush = async () => {
    if (!inquiries.length) return;
    const [a, b] = [inquiries, messages];
    [inquiries, messages] = [[], []];
    await retriedTransaction(knex, async (trx) => {
      await insertAll(trx, 'inquiries', a, batchSize);
      await insertAll(trx, 'inquiry_messages', b, batchSize);
    });
  };
  for (const [n, v] of vendors.entries()) {
    const r = createPrng(`bench-inquiries-${v.slug}`);
    if (r.chance(share)) {
      for (let k = r.int(1, 5); k > 0; k--) {
        const made = inquiryRows(r, v.id, v.category, Boolean(Number(v.owned)), inserted, now);
        inquiries.push(made.inquiry);
        messages.push(...made.messages);
        inserted++;
      }
    }
    if (inquiries.length >= 2_000) {
      await flush();
      opts.onProgress?.(n + 1, vendors.length);
    }
  }
  await flush();
  opts.onProgress?.(vendors.length, vendors.length);
  return { busyVendorId, inserted };
};

/**
 * A live session of the busy listing's owner, stored as the auth repositories store one (the SHA-256 of the
 * bearer token); the bearer token to send. Call generateInquiries first.
 */
export const benchOwnerSession = async (knex: Knex): Promise<{ vendorId: string; token: string }> => {
  const owner = (await knex('users').where({ email: BENCH_OWNER_EMAIL }).first('id', 'vendor_id')) as { id: string; vendor_id: string } | undefined;
  if (!owner) throw new Error('benchOwnerSession: no bench owner (run generateInquiries first)');
  const { token, hash } = new NodeSecrets().newToken();
  const now = new Date();
  await new KnexSessionRepository(knex).create({ id: ulid(), userId: owner.id, tokenHash: hash, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 30 * DAY), revokedAt: null });
  return { vendorId: owner.vendor_id, token };
};
