import type { CategorySlug } from '../../../../domain/categories/category.ts';
import type { Knex } from 'knex';
import {
  INQUIRY_STATUSES,
  type CloseReason,
  type Inquiry,
  type InquiryMessage,
  type InquiryState,
  type InquiryStatus,
  type MessageAuthor,
  type SavedReply,
} from '../../../../domain/inquiries/inquiry.ts';
import { isSpamReason, type SpamReason } from '../../../../domain/inquiries/spam.ts';
import type { ReplyTimePair } from '../../../../domain/inquiries/timing.ts';
import type { Page } from '../../../../domain/shared/pagination.ts';
import type {
  HeldInquiry,
  HeldMessage,
  InboxQuery,
  InquiryAdminCounts,
  InquiryInbox,
  InquiryModeration,
  InquiryRepository,
  InquirySweeps,
  InquiryThreadLink,
  InquiryWithMessage,
  NewInquiry,
  RememberedBrowser,
  RememberedBrowserRepository,
  SavedReplyRepository,
} from '../../../../application/ports/inquiry-repository.ts';
import { allOf, bool, columnsOf, countOf, date, dateOrNull, dayOrNull, firstOf, json, newestFirst, num, oldestFirst, pageOf, strOrNull, type Row } from '../rows.ts';

const holdReasonsOf = (v: unknown): SpamReason[] => json<unknown[]>(v, []).filter((r): r is SpamReason => typeof r === 'string' && isSpamReason(r));

const toInquiry = (r: Row): Inquiry => ({
  id: String(r.id),
  vendorId: String(r.vendor_id),
  coupleName: String(r.couple_name),
  email: strOrNull(r.email),
  phone: strOrNull(r.phone),
  weddingDate: dayOrNull(r.wedding_date),
  dateUndecided: bool(r.date_undecided),
  guestCount: Number(r.guest_count),
  budget: String(r.budget),
  status: String(r.status) as InquiryStatus,
  closeReason: (r.close_reason as CloseReason | null) ?? null,
  state: String(r.state) as InquiryState,
  holdReasons: holdReasonsOf(r.hold_reasons),
  createdAt: date(r.created_at),
  confirmedAt: dateOrNull(r.confirmed_at),
  deliveredAt: dateOrNull(r.delivered_at),
  firstRepliedAt: dateOrNull(r.first_replied_at),
  lastMessageAt: date(r.last_message_at),
  lastMessageBy: String(r.last_message_by) as MessageAuthor,
  reminderSentAt: dateOrNull(r.reminder_sent_at),
  vendorReadAt: dateOrNull(r.vendor_read_at),
  vendorUnread: bool(r.vendor_unread),
  closedAt: dateOrNull(r.closed_at),
  fromShortlist: bool(r.from_shortlist),
});

const toMessage = (r: Row): InquiryMessage => ({
  id: String(r.id),
  inquiryId: String(r.inquiry_id),
  author: String(r.author) as MessageAuthor,
  body: String(r.body),
  createdAt: date(r.created_at),
});

const toHeldMessage = (r: Row): HeldMessage => ({
  id: String(r.id),
  inquiryId: String(r.inquiry_id),
  body: String(r.body),
  holdReasons: holdReasonsOf(r.hold_reasons),
  createdAt: date(r.created_at),
  coupleName: String(r.couple_name),
  email: strOrNull(r.email),
  vendor: { id: String(r.vendor_id), name: String(r.vendor_name), slug: String(r.vendor_slug) },
});

/** Deletes up to `limit` rows of `table` matched by `where`, by id (DELETE … LIMIT is not portable). */
const deleteSome = async (knex: Knex, table: string, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder, limit: number): Promise<number> => {
  const ids: string[] = await where(knex(table)).orderBy('id').limit(limit).pluck('id');
  if (ids.length === 0) return 0;
  return knex(table).whereIn('id', ids).delete();
};

export class KnexInquiryRepository implements InquiryRepository, InquiryInbox, InquiryModeration, InquirySweeps {
  constructor(private readonly knex: Knex) {}

  // --- submitting, confirming, the conversation ---

  async create(i: NewInquiry, first: InquiryMessage): Promise<void> {
    await this.knex('inquiries').insert({
      ...columnsOf(i),
      hold_reasons: i.holdReasons.length > 0 ? JSON.stringify(i.holdReasons) : null,
      updated_at: i.createdAt,
    });
    await this.knex('inquiry_messages').insert(columnsOf(first));
  }

  async confirm(tokenHash: string, at: Date): Promise<Inquiry[]> {
    // One UPDATE decides for every inquiry of the link (pending → delivered, or pending → held when a spam
    // rule matched): of two concurrent clicks exactly one changes the rows; the other finds none pending.
    const ids: string[] = await this.knex('inquiries').where({ confirm_token_hash: tokenHash, state: 'pending_confirmation' }).where('confirm_expires_at', '>', at).pluck('id');
    if (ids.length === 0) return [];
    const changed = await this.knex('inquiries')
      .whereIn('id', ids)
      .where({ state: 'pending_confirmation' })
      .update({
        state: this.knex.raw("case when hold_reasons is null then 'delivered' else 'held' end"),
        confirmed_at: at,
        delivered_at: this.knex.raw('case when hold_reasons is null then ? else null end', [at]),
        updated_at: at,
      });
    if (changed === 0) return [];
    return allOf(this.knex('inquiries').whereIn('id', ids).orderBy(oldestFirst('created_at', 'id')), toInquiry);
  }

  async findByConfirmTokenHash(tokenHash: string): Promise<Inquiry[]> {
    return allOf(this.knex('inquiries').where({ confirm_token_hash: tokenHash }).orderBy(oldestFirst('created_at', 'id')), toInquiry);
  }

  async findById(id: string): Promise<Inquiry | null> {
    return firstOf(this.knex('inquiries').where({ id }), toInquiry);
  }

  async findDeliveredForVendor(vendorId: string, id: string): Promise<Inquiry | null> {
    return firstOf(this.knex('inquiries').where({ id, vendor_id: vendorId, state: 'delivered' }), toInquiry);
  }

  async messages(inquiryId: string, options: { withHeld?: boolean } = {}): Promise<InquiryMessage[]> {
    const q = this.knex('inquiry_messages').where({ inquiry_id: inquiryId });
    if (!options.withHeld) q.whereNull('held_at');
    return allOf(q.orderBy(oldestFirst('created_at', 'id')), toMessage);
  }

  async holdMessage(m: InquiryMessage, reasons: SpamReason[], at: Date): Promise<void> {
    await this.knex('inquiry_messages').insert({ ...columnsOf(m), held_at: at, hold_reasons: JSON.stringify(reasons) });
  }

  async appendMessage(m: InquiryMessage): Promise<void> {
    await this.knex('inquiry_messages').insert(columnsOf(m));
    const thread = this.knex('inquiries').where({ id: m.inquiryId });
    if (m.author === 'couple') {
      await thread.update({ last_message_at: m.createdAt, last_message_by: 'couple', vendor_unread: true, updated_at: m.createdAt });
      return;
    }
    await thread.clone().update({ last_message_at: m.createdAt, last_message_by: 'vendor', vendor_unread: false, vendor_read_at: m.createdAt, updated_at: m.createdAt });
    await thread.clone().whereNull('first_replied_at').update({ first_replied_at: m.createdAt });
  }

  async setStatus(id: string, status: InquiryStatus, at: Date, closeReason?: CloseReason): Promise<void> {
    const closed = status === 'closed';
    await this.knex('inquiries')
      .where({ id })
      .update({ status, close_reason: closed ? (closeReason ?? null) : null, closed_at: closed ? at : null, updated_at: at });
  }

  async markReadByVendor(id: string, at: Date): Promise<void> {
    await this.knex('inquiries').where({ id }).update({ vendor_unread: false, vendor_read_at: at });
  }

  async erase(id: string, at: Date): Promise<boolean> {
    const changed = await this.knex('inquiries').where({ id }).whereNot({ state: 'deleted' }).update({
      state: 'deleted',
      couple_name: '',
      email: null,
      phone: null,
      wedding_date: null,
      date_undecided: false,
      guest_count: 0,
      budget: '',
      close_reason: null,
      confirm_token_hash: null,
      vendor_unread: false,
      closed_at: at,
      updated_at: at,
    });
    if (changed !== 1) return false;
    await this.knex('inquiry_messages').where({ inquiry_id: id }).delete();
    await this.knex('inquiry_thread_links').where({ inquiry_id: id }).delete();
    return true;
  }

  async createThreadLink(l: InquiryThreadLink): Promise<void> {
    await this.knex('inquiry_thread_links').insert(columnsOf(l));
  }

  async keepThreadLink(l: InquiryThreadLink): Promise<void> {
    // INSERT IGNORE on MySQL, ON CONFLICT DO NOTHING on SQLite: two clicks at once store one row.
    await this.knex('inquiry_thread_links').insert(columnsOf(l)).onConflict('token_hash').ignore();
  }

  async findByThreadLinkHash(tokenHash: string, at: Date): Promise<Inquiry | null> {
    return firstOf(
      this.knex('inquiry_thread_links as l')
        .join('inquiries as i', 'i.id', 'l.inquiry_id')
        .where('l.token_hash', tokenHash)
        .where('l.expires_at', '>', at)
        .whereNot('i.state', 'deleted')
        .select('i.*'),
      toInquiry,
    );
  }

  async hasBookedInquiry(vendorId: string, email: string): Promise<boolean> {
    const row = await this.knex('inquiries')
      .where({ vendor_id: vendorId, status: 'booked', state: 'delivered' })
      .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
      .first('id');
    return row !== undefined;
  }

  // --- the vendor's inbox ---

  async page(vendorId: string, q: InboxQuery): Promise<Page<InquiryWithMessage>> {
    const base = () => this.knex('inquiries').where({ vendor_id: vendorId, state: 'delivered', ...(q.status ? { status: q.status } : {}) });
    const inbox = await pageOf(base(), base().orderBy(newestFirst('delivered_at', 'id')).select('*'), toInquiry, q.page, q.limit);
    return { ...inbox, items: await this.withFirstMessages(inbox.items) };
  }

  async unreadCount(vendorId: string): Promise<number> {
    return countOf(this.knex('inquiries').where({ vendor_id: vendorId, state: 'delivered', vendor_unread: true }));
  }

  async countsByStatus(vendorId: string): Promise<Record<InquiryStatus, number>> {
    const rows = (await this.knex('inquiries').where({ vendor_id: vendorId, state: 'delivered' }).groupBy('status').select('status').count({ n: '*' })) as Row[];
    return Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, num(rows.find((r) => r.status === s)?.n)])) as Record<InquiryStatus, number>;
  }

  async replyTimePairs(vendorId: string, since: Date): Promise<ReplyTimePair[]> {
    const rows = (await this.knex('inquiries')
      .where({ vendor_id: vendorId })
      .whereIn('state', ['delivered', 'deleted'])
      .where('delivered_at', '>=', since)
      .select('delivered_at', 'first_replied_at')) as Row[];
    return rows.map((r) => ({ receivedAt: date(r.delivered_at), firstRepliedAt: dateOrNull(r.first_replied_at) }));
  }

  // --- the admins' held list ---

  async heldPage(page: number, limit: number): Promise<Page<HeldInquiry>> {
    const held = await pageOf(
      this.knex('inquiries').where({ state: 'held' }),
      this.knex('inquiries as i')
        .join('vendors as v', 'v.id', 'i.vendor_id')
        .join('categories as c', 'c.id', 'v.category_id')
        .where('i.state', 'held')
        .orderBy(newestFirst('i.created_at', 'i.id'))
        .select('i.*', 'v.name as vendor_name', 'v.slug as vendor_slug', 'c.slug as category_slug'),
      (r) => ({ ...toInquiry(r), vendor: { id: String(r.vendor_id), name: String(r.vendor_name), slug: String(r.vendor_slug), category: String(r.category_slug) as CategorySlug } }),
      page,
      limit,
    );
    return { ...held, items: await this.withFirstMessages(held.items) };
  }

  async release(id: string, at: Date): Promise<Inquiry | null> {
    const changed = await this.knex('inquiries').where({ id, state: 'held' }).update({ state: 'delivered', delivered_at: at, updated_at: at });
    return changed === 1 ? this.findById(id) : null;
  }

  async deleteHeld(id: string): Promise<boolean> {
    return (await this.knex('inquiries').where({ id, state: 'held' }).delete()) === 1;
  }

  async heldMessages(limit: number): Promise<HeldMessage[]> {
    return allOf(this.heldMessageRows().orderBy(newestFirst('m.held_at', 'm.id')).limit(limit), toHeldMessage);
  }

  async heldMessage(id: string): Promise<HeldMessage | null> {
    return firstOf(this.heldMessageRows().where('m.id', id), toHeldMessage);
  }

  private heldMessageRows() {
    return this.knex('inquiry_messages as m')
      .join('inquiries as i', 'i.id', 'm.inquiry_id')
      .join('vendors as v', 'v.id', 'i.vendor_id')
      .whereNotNull('m.held_at')
      .select('m.*', 'i.couple_name', 'i.email', 'i.vendor_id', 'v.name as vendor_name', 'v.slug as vendor_slug');
  }

  async releaseMessage(id: string, at: Date): Promise<{ inquiry: Inquiry; message: InquiryMessage } | null> {
    const changed = await this.knex('inquiry_messages').where({ id }).whereNotNull('held_at').update({ held_at: null, hold_reasons: null });
    if (changed !== 1) return null;
    const message = toMessage((await this.knex('inquiry_messages').where({ id }).first()) as Row);
    const thread = this.knex('inquiries').where({ id: message.inquiryId });
    await thread.clone().update({ vendor_unread: true, updated_at: at });
    await thread.clone().where('last_message_at', '<=', message.createdAt).update({ last_message_at: message.createdAt, last_message_by: 'couple' });
    const inquiry = await this.findById(message.inquiryId);
    return inquiry ? { inquiry, message } : null;
  }

  async deleteHeldMessage(id: string): Promise<boolean> {
    return (await this.knex('inquiry_messages').where({ id }).whereNotNull('held_at').delete()) === 1;
  }

  async counts(): Promise<InquiryAdminCounts> {
    const rows = (await this.knex('inquiries').whereIn('state', ['pending_confirmation', 'held', 'delivered']).groupBy('state').select('state').count({ n: '*' })) as Row[];
    const byState = (s: string) => num(rows.find((r) => r.state === s)?.n);
    const waitingForOwner = await countOf(
      this.knex('inquiries as i').join('vendors as v', 'v.id', 'i.vendor_id').whereNull('v.owner_user_id').where('i.state', 'delivered').whereNull('i.first_replied_at'),
    );
    const heldMessages = await countOf(this.knex('inquiry_messages').whereNotNull('held_at'));
    return { pendingConfirmation: byState('pending_confirmation'), held: byState('held'), delivered: byState('delivered'), waitingForOwner, heldMessages };
  }

  // --- sweeps ---

  async dueReminders(cutoff: Date, limit: number): Promise<Inquiry[]> {
    const due = this.knex('inquiries as i')
      .join('vendors as v', 'v.id', 'i.vendor_id')
      .where({ 'i.state': 'delivered', 'i.status': 'new' })
      .whereNull('i.reminder_sent_at')
      .whereNull('i.first_replied_at')
      .where('i.delivered_at', '<=', cutoff)
      .whereNotNull('v.owner_user_id');
    return allOf(due.orderBy([{ column: 'i.delivered_at' }, { column: 'i.id' }]).limit(limit).select('i.*'), toInquiry);
  }

  async markReminderSent(id: string, at: Date): Promise<boolean> {
    return (await this.knex('inquiries').where({ id }).whereNull('reminder_sent_at').update({ reminder_sent_at: at })) === 1;
  }

  async deleteExpiredUnconfirmed(at: Date, limit: number): Promise<number> {
    return deleteSome(this.knex, 'inquiries', (q) => q.where({ state: 'pending_confirmation' }).where('confirm_expires_at', '<=', at), limit);
  }

  async purgeInactive(before: Date, limit: number): Promise<number> {
    return deleteSome(this.knex, 'inquiries', (q) => q.where('last_message_at', '<', before), limit);
  }

  async deleteExpiredThreadLinks(before: Date, limit: number): Promise<number> {
    return deleteSome(this.knex, 'inquiry_thread_links', (q) => q.where('expires_at', '<', before), limit);
  }

  // --- helpers ---

  /** Each inquiry with its thread's first message (the couple's inquiry text). */
  private async withFirstMessages<T extends Inquiry>(inquiries: T[]): Promise<Array<T & { message: string }>> {
    if (inquiries.length === 0) return [];
    const rows = (await this.knex('inquiry_messages as m')
      .whereIn('m.inquiry_id', inquiries.map((i) => i.id))
      .whereRaw('m.id = (SELECT m2.id FROM inquiry_messages m2 WHERE m2.inquiry_id = m.inquiry_id ORDER BY m2.created_at, m2.id LIMIT 1)')
      .select('m.inquiry_id', 'm.body')) as Array<{ inquiry_id: string; body: string }>;
    const first = new Map(rows.map((r) => [r.inquiry_id, r.body]));
    return inquiries.map((i) => ({ ...i, message: first.get(i.id) ?? '' }));
  }
}

const toBrowser = (r: Row): RememberedBrowser => ({
  id: String(r.id),
  tokenHash: String(r.token_hash),
  email: String(r.email),
  createdAt: date(r.created_at),
  expiresAt: date(r.expires_at),
  lastUsedAt: dateOrNull(r.last_used_at),
  revokedAt: dateOrNull(r.revoked_at),
});

export class KnexRememberedBrowserRepository implements RememberedBrowserRepository {
  constructor(private readonly knex: Knex) {}

  async create(b: RememberedBrowser): Promise<void> {
    await this.knex('remembered_browsers').insert(columnsOf(b));
  }

  async findLive(tokenHash: string, at: Date): Promise<RememberedBrowser | null> {
    return firstOf(this.knex('remembered_browsers').where({ token_hash: tokenHash }).whereNull('revoked_at').where('expires_at', '>', at), toBrowser);
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.knex('remembered_browsers').where({ id }).update({ last_used_at: at });
  }

  async revoke(tokenHash: string, at: Date): Promise<boolean> {
    return (await this.knex('remembered_browsers').where({ token_hash: tokenHash }).whereNull('revoked_at').update({ revoked_at: at })) === 1;
  }

  async deleteAllForEmail(email: string): Promise<number> {
    return this.knex('remembered_browsers').where({ email }).delete();
  }

  async deleteEnded(before: Date, limit: number): Promise<number> {
    return deleteSome(this.knex, 'remembered_browsers', (q) => q.where((w) => w.where('expires_at', '<', before).orWhere('revoked_at', '<', before)), limit);
  }
}

const toSavedReply = (r: Row): SavedReply => ({
  id: String(r.id),
  vendorId: String(r.vendor_id),
  title: String(r.title),
  body: String(r.body),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

export class KnexSavedReplyRepository implements SavedReplyRepository {
  constructor(private readonly knex: Knex) {}

  async list(vendorId: string): Promise<SavedReply[]> {
    return allOf(this.knex('saved_replies').where({ vendor_id: vendorId }).orderBy(oldestFirst('created_at', 'id')), toSavedReply);
  }

  async find(vendorId: string, id: string): Promise<SavedReply | null> {
    return firstOf(this.knex('saved_replies').where({ vendor_id: vendorId, id }), toSavedReply);
  }

  async count(vendorId: string): Promise<number> {
    return countOf(this.knex('saved_replies').where({ vendor_id: vendorId }));
  }

  async create(s: SavedReply): Promise<void> {
    await this.knex('saved_replies').insert(columnsOf(s));
  }

  async update(vendorId: string, id: string, c: { title: string; body: string }, at: Date): Promise<boolean> {
    return (await this.knex('saved_replies').where({ vendor_id: vendorId, id }).update({ title: c.title, body: c.body, updated_at: at })) === 1;
  }

  async delete(vendorId: string, id: string): Promise<boolean> {
    return (await this.knex('saved_replies').where({ vendor_id: vendorId, id }).delete()) === 1;
  }
}
