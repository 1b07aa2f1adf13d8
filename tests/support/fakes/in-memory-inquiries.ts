import { INQUIRY_STATUSES, type CloseReason, type Inquiry, type InquiryMessage, type InquiryStatus, type SavedReply } from '../../../domain/inquiries/inquiry.ts';
import type { SpamReason } from '../../../domain/inquiries/spam.ts';
import type { ReplyTimePair } from '../../../domain/inquiries/timing.ts';
import { offsetOf, type Page } from '../../../domain/shared/pagination.ts';
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
} from '../../../application/ports/inquiry-repository.ts';
import type { EmailJob, EmailTemplate, OutboxMessage, OutboxWriter } from '../../../application/ports/outbox.ts';
import type { RepoName, Repos, UnitOfWork } from '../../../application/ports/unit-of-work.ts';
import type { InMemoryVendors } from './in-memory-vendors.ts';

/**
 * In-memory fakes of the inquiry ports (issue 17), with the semantics of the knex adapters
 * (adapters/persistence/knex/repositories/knex-inquiry-repository.ts): confirm and markReminderSent decide
 * in one synchronous step (no await between the check and the change, so of two callers exactly one wins,
 * as the single UPDATE does); erase keeps the row as 'deleted' with its times only; thread links and
 * remembered browsers expire; the held list and the reminders join the listing (its name, its owner).
 * Everything handed out is a copy, so a use case cannot change the store without a port call.
 */

/** What the inquiries table holds: the inquiry and its confirmation secret. */
export type StoredInquiry = NewInquiry;

interface InquiryState {
  inquiries: Map<string, StoredInquiry>;
  messages: InquiryMessage[];
  /** The couple's messages the spam rules hold, by message id. */
  held: Map<string, { reasons: SpamReason[]; at: Date }>;
  threadLinks: InquiryThreadLink[];
}

const copy = <T>(v: T): T => structuredClone(v);
const byTimeThenId = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
const withoutSecret = ({ confirmTokenHash: _hash, confirmExpiresAt: _expires, ...inquiry }: StoredInquiry): Inquiry => copy(inquiry);

/** Something a fake unit of work can roll back: its state is taken before the work and put back on a throw. */
export interface Transactional {
  snapshot(): unknown;
  restore(snapshot: unknown): void;
}

/** InquiryRepository, InquiryInbox, InquiryModeration and InquirySweeps over one store, as the knex class is. */
export class InMemoryInquiries implements InquiryRepository, InquiryInbox, InquiryModeration, InquirySweeps, Transactional {
  private s: InquiryState = { inquiries: new Map(), messages: [], held: new Map(), threadLinks: [] };

  /** The listings, for the joins (held list: name, slug, category; reminders and counts: the owner). */
  constructor(private readonly vendors: InMemoryVendors) {}

  snapshot(): unknown {
    return copy(this.s);
  }
  restore(snapshot: unknown): void {
    this.s = copy(snapshot as InquiryState);
  }

  // --- what tests look at ---

  /** Every stored inquiry (copies), oldest first. */
  all(): StoredInquiry[] {
    return [...this.s.inquiries.values()].sort(byTimeThenId).map(copy);
  }
  stored(id: string): StoredInquiry | null {
    const i = this.s.inquiries.get(id);
    return i ? copy(i) : null;
  }
  allMessages(): InquiryMessage[] {
    return this.s.messages.map(copy);
  }
  allThreadLinks(): InquiryThreadLink[] {
    return this.s.threadLinks.map(copy);
  }
  /** Puts a row in as it stands (a test's starting point: a delivered inquiry of yesterday …). */
  seed(inquiry: StoredInquiry, firstMessage: InquiryMessage): void {
    this.s.inquiries.set(inquiry.id, copy(inquiry));
    this.s.messages.push(copy(firstMessage));
  }

  // --- submitting, confirming, the conversation ---

  async create(inquiry: NewInquiry, firstMessage: InquiryMessage): Promise<void> {
    if (this.s.inquiries.has(inquiry.id)) throw new Error(`duplicate inquiry id ${inquiry.id}`);
    this.s.inquiries.set(inquiry.id, copy(inquiry));
    this.insertMessage(firstMessage);
  }

  async confirm(tokenHash: string, at: Date): Promise<Inquiry[]> {
    const pending = [...this.s.inquiries.values()]
      .filter((r) => r.confirmTokenHash === tokenHash && r.state === 'pending_confirmation' && r.confirmExpiresAt !== null && r.confirmExpiresAt.getTime() > at.getTime())
      .sort(byTimeThenId);
    return pending.map((i) => {
      const next: StoredInquiry = i.holdReasons.length === 0 ? { ...i, state: 'delivered', confirmedAt: at, deliveredAt: at } : { ...i, state: 'held', confirmedAt: at };
      this.s.inquiries.set(i.id, next);
      return withoutSecret(next);
    });
  }

  async findByConfirmTokenHash(tokenHash: string): Promise<Inquiry[]> {
    return [...this.s.inquiries.values()]
      .filter((r) => r.confirmTokenHash === tokenHash)
      .sort(byTimeThenId)
      .map(withoutSecret);
  }

  async findById(id: string): Promise<Inquiry | null> {
    const i = this.s.inquiries.get(id);
    return i ? withoutSecret(i) : null;
  }

  async findDeliveredForVendor(vendorId: string, id: string): Promise<Inquiry | null> {
    const i = this.s.inquiries.get(id);
    return i && i.vendorId === vendorId && i.state === 'delivered' ? withoutSecret(i) : null;
  }

  async messages(inquiryId: string, options: { withHeld?: boolean } = {}): Promise<InquiryMessage[]> {
    return this.s.messages
      .filter((m) => m.inquiryId === inquiryId && (options.withHeld || !this.s.held.has(m.id)))
      .sort(byTimeThenId)
      .map(copy);
  }

  async holdMessage(m: InquiryMessage, reasons: SpamReason[], at: Date): Promise<void> {
    this.insertMessage(m);
    this.s.held.set(m.id, { reasons: [...reasons], at });
  }

  async appendMessage(m: InquiryMessage): Promise<void> {
    this.insertMessage(m);
    this.update(m.inquiryId, (i) =>
      m.author === 'couple'
        ? { ...i, lastMessageAt: m.createdAt, lastMessageBy: 'couple', vendorUnread: true }
        : { ...i, lastMessageAt: m.createdAt, lastMessageBy: 'vendor', vendorUnread: false, vendorReadAt: m.createdAt, firstRepliedAt: i.firstRepliedAt ?? m.createdAt },
    );
  }

  async setStatus(id: string, status: InquiryStatus, at: Date, closeReason?: CloseReason): Promise<void> {
    const closed = status === 'closed';
    this.update(id, (i) => ({ ...i, status, closeReason: closed ? (closeReason ?? null) : null, closedAt: closed ? at : null }));
  }

  async markReadByVendor(id: string, at: Date): Promise<void> {
    this.update(id, (i) => ({ ...i, vendorUnread: false, vendorReadAt: at }));
  }

  async erase(id: string, at: Date): Promise<boolean> {
    const i = this.s.inquiries.get(id);
    if (!i || i.state === 'deleted') return false;
    this.s.inquiries.set(id, {
      ...i,
      state: 'deleted',
      coupleName: '',
      email: null,
      phone: null,
      weddingDate: null,
      dateUndecided: false,
      guestCount: 0,
      budget: '',
      closeReason: null,
      confirmTokenHash: null,
      vendorUnread: false,
      closedAt: at,
    });
    this.s.messages = this.s.messages.filter((m) => m.inquiryId !== id);
    this.pruneHeld();
    this.s.threadLinks = this.s.threadLinks.filter((l) => l.inquiryId !== id);
    return true;
  }

  async createThreadLink(link: InquiryThreadLink): Promise<void> {
    if (!this.s.inquiries.has(link.inquiryId)) throw new Error(`thread link for a missing inquiry ${link.inquiryId}`);
    if (this.s.threadLinks.some((l) => l.tokenHash === link.tokenHash)) throw new Error('duplicate thread link hash');
    this.s.threadLinks.push(copy(link));
  }

  async keepThreadLink(link: InquiryThreadLink): Promise<void> {
    if (!this.s.threadLinks.some((l) => l.tokenHash === link.tokenHash)) await this.createThreadLink(link);
  }

  async findByThreadLinkHash(tokenHash: string, at: Date): Promise<Inquiry | null> {
    const link = this.s.threadLinks.find((l) => l.tokenHash === tokenHash && l.expiresAt.getTime() > at.getTime());
    const i = link ? this.s.inquiries.get(link.inquiryId) : undefined;
    return i && i.state !== 'deleted' ? withoutSecret(i) : null;
  }

  async hasBookedInquiry(vendorId: string, email: string): Promise<boolean> {
    const wanted = email.trim().toLowerCase();
    return [...this.s.inquiries.values()].some((i) => i.vendorId === vendorId && i.status === 'booked' && i.state === 'delivered' && i.email?.toLowerCase() === wanted);
  }

  // --- the vendor's inbox ---

  async page(vendorId: string, q: InboxQuery): Promise<Page<InquiryWithMessage>> {
    const matching = this.delivered(vendorId)
      .filter((i) => !q.status || i.status === q.status)
      .sort((a, b) => b.deliveredAt!.getTime() - a.deliveredAt!.getTime() || b.id.localeCompare(a.id));
    const offset = offsetOf(q.page, q.limit);
    return { items: matching.slice(offset, offset + q.limit).map((i) => this.withFirstMessage(i)), page: q.page, limit: q.limit, total: matching.length };
  }

  async unreadCount(vendorId: string): Promise<number> {
    return this.delivered(vendorId).filter((i) => i.vendorUnread).length;
  }

  async countsByStatus(vendorId: string): Promise<Record<InquiryStatus, number>> {
    const counts = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as Record<InquiryStatus, number>;
    for (const i of this.delivered(vendorId)) counts[i.status]++;
    return counts;
  }

  async replyTimePairs(vendorId: string, since: Date): Promise<ReplyTimePair[]> {
    return [...this.s.inquiries.values()]
      .filter((i) => i.vendorId === vendorId && (i.state === 'delivered' || i.state === 'deleted') && i.deliveredAt !== null && i.deliveredAt.getTime() >= since.getTime())
      .map((i) => ({ receivedAt: i.deliveredAt!, firstRepliedAt: i.firstRepliedAt }));
  }

  // --- the admins' held list ---

  async heldPage(page: number, limit: number): Promise<Page<HeldInquiry>> {
    const held = [...this.s.inquiries.values()].filter((i) => i.state === 'held');
    const joined = held
      .filter((i) => this.vendors.get(i.vendorId) !== null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
    const offset = offsetOf(page, limit);
    const items = joined.slice(offset, offset + limit).map((i) => {
      const v = this.vendors.get(i.vendorId)!;
      return { ...this.withFirstMessage(i), vendor: { id: v.id, name: v.name, slug: v.slug, category: v.category.slug } };
    });
    return { items, page, limit, total: held.length };
  }

  async release(id: string, at: Date): Promise<Inquiry | null> {
    const i = this.s.inquiries.get(id);
    if (!i || i.state !== 'held') return null;
    const next: StoredInquiry = { ...i, state: 'delivered', deliveredAt: at };
    this.s.inquiries.set(id, next);
    return withoutSecret(next);
  }

  async deleteHeld(id: string): Promise<boolean> {
    const i = this.s.inquiries.get(id);
    if (!i || i.state !== 'held') return false;
    this.remove([id]);
    return true;
  }

  async heldMessages(limit: number): Promise<HeldMessage[]> {
    return this.s.messages
      .filter((m) => this.s.held.has(m.id))
      .map((m) => ({ m, hold: this.s.held.get(m.id)!, i: this.s.inquiries.get(m.inquiryId)! }))
      .filter(({ i }) => this.vendors.get(i.vendorId) !== null)
      .sort((a, b) => b.hold.at.getTime() - a.hold.at.getTime() || b.m.id.localeCompare(a.m.id))
      .slice(0, limit)
      .map(({ m, hold, i }) => {
        const v = this.vendors.get(i.vendorId)!;
        return copy({ id: m.id, inquiryId: m.inquiryId, body: m.body, holdReasons: hold.reasons, createdAt: m.createdAt, coupleName: i.coupleName, email: i.email, vendor: { id: v.id, name: v.name, slug: v.slug } });
      });
  }

  async heldMessage(id: string): Promise<HeldMessage | null> {
    return (await this.heldMessages(Number.MAX_SAFE_INTEGER)).find((m) => m.id === id) ?? null;
  }

  async releaseMessage(id: string, _at: Date): Promise<{ inquiry: Inquiry; message: InquiryMessage } | null> {
    const message = this.s.messages.find((m) => m.id === id);
    if (!message || !this.s.held.delete(id)) return null;
    this.update(message.inquiryId, (i) => ({
      ...i,
      vendorUnread: true,
      ...(i.lastMessageAt.getTime() <= message.createdAt.getTime() ? { lastMessageAt: message.createdAt, lastMessageBy: 'couple' as const } : {}),
    }));
    const inquiry = this.s.inquiries.get(message.inquiryId);
    return inquiry ? { inquiry: withoutSecret(inquiry), message: copy(message) } : null;
  }

  async deleteHeldMessage(id: string): Promise<boolean> {
    if (!this.s.held.delete(id)) return false;
    this.s.messages = this.s.messages.filter((m) => m.id !== id);
    return true;
  }

  async counts(): Promise<InquiryAdminCounts> {
    const rows = [...this.s.inquiries.values()];
    const inState = (s: string) => rows.filter((i) => i.state === s).length;
    const waitingForOwner = rows.filter((i) => {
      const v = this.vendors.get(i.vendorId);
      return v !== null && v.ownerUserId === null && i.state === 'delivered' && i.firstRepliedAt === null;
    }).length;
    return { pendingConfirmation: inState('pending_confirmation'), held: inState('held'), delivered: inState('delivered'), waitingForOwner, heldMessages: this.s.held.size };
  }

  // --- sweeps ---

  async dueReminders(cutoff: Date, limit: number): Promise<Inquiry[]> {
    return [...this.s.inquiries.values()]
      .filter(
        (i) =>
          i.state === 'delivered' &&
          i.status === 'new' &&
          i.reminderSentAt === null &&
          i.firstRepliedAt === null &&
          i.deliveredAt !== null &&
          i.deliveredAt.getTime() <= cutoff.getTime() &&
          (this.vendors.get(i.vendorId)?.ownerUserId ?? null) !== null,
      )
      .sort((a, b) => a.deliveredAt!.getTime() - b.deliveredAt!.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map(withoutSecret);
  }

  async markReminderSent(id: string, at: Date): Promise<boolean> {
    const i = this.s.inquiries.get(id);
    if (!i || i.reminderSentAt !== null) return false;
    this.s.inquiries.set(id, { ...i, reminderSentAt: at });
    return true;
  }

  async deleteExpiredUnconfirmed(at: Date, limit: number): Promise<number> {
    return this.remove(this.idsWhere((i) => i.state === 'pending_confirmation' && i.confirmExpiresAt !== null && i.confirmExpiresAt.getTime() <= at.getTime(), limit));
  }

  async purgeInactive(before: Date, limit: number): Promise<number> {
    return this.remove(this.idsWhere((i) => i.lastMessageAt.getTime() < before.getTime(), limit));
  }

  async deleteExpiredThreadLinks(before: Date, limit: number): Promise<number> {
    const gone = new Set(
      this.s.threadLinks
        .filter((l) => l.expiresAt.getTime() < before.getTime())
        .map((l) => l.id)
        .sort()
        .slice(0, limit),
    );
    this.s.threadLinks = this.s.threadLinks.filter((l) => !gone.has(l.id));
    return gone.size;
  }

  // --- helpers ---

  private insertMessage(m: InquiryMessage): void {
    if (!this.s.inquiries.has(m.inquiryId)) throw new Error(`message for a missing inquiry ${m.inquiryId}`);
    if (this.s.messages.some((r) => r.id === m.id)) throw new Error(`duplicate message id ${m.id}`);
    this.s.messages.push(copy(m));
  }

  private update(id: string, change: (i: StoredInquiry) => StoredInquiry): void {
    const i = this.s.inquiries.get(id);
    if (i) this.s.inquiries.set(id, change(i));
  }

  private delivered(vendorId: string): StoredInquiry[] {
    return [...this.s.inquiries.values()].filter((i) => i.vendorId === vendorId && i.state === 'delivered');
  }

  private withFirstMessage(i: StoredInquiry): InquiryWithMessage {
    const first = this.s.messages.filter((m) => m.inquiryId === i.id).sort(byTimeThenId)[0];
    return { ...withoutSecret(i), message: first?.body ?? '' };
  }

  /** Up to `limit` ids in id order (as the knex `deleteSome`). */
  private idsWhere(match: (i: StoredInquiry) => boolean, limit: number): string[] {
    return [...this.s.inquiries.values()]
      .filter(match)
      .map((i) => i.id)
      .sort()
      .slice(0, limit);
  }

  /** Deletes inquiries with their messages and thread links (the foreign keys cascade). */
  /** Holds of messages that are gone go too (the knex columns live on the message row). */
  private pruneHeld(): void {
    const kept = new Set(this.s.messages.map((m) => m.id));
    for (const id of [...this.s.held.keys()]) if (!kept.has(id)) this.s.held.delete(id);
  }

  private remove(ids: string[]): number {
    const gone = new Set(ids);
    for (const id of gone) this.s.inquiries.delete(id);
    this.s.messages = this.s.messages.filter((m) => !gone.has(m.inquiryId));
    this.pruneHeld();
    this.s.threadLinks = this.s.threadLinks.filter((l) => !gone.has(l.inquiryId));
    return gone.size;
  }
}

export class InMemoryRememberedBrowsers implements RememberedBrowserRepository, Transactional {
  private rows: RememberedBrowser[] = [];

  snapshot(): unknown {
    return copy(this.rows);
  }
  restore(snapshot: unknown): void {
    this.rows = copy(snapshot as RememberedBrowser[]);
  }
  all(): RememberedBrowser[] {
    return this.rows.map(copy);
  }

  async create(b: RememberedBrowser): Promise<void> {
    if (this.rows.some((r) => r.tokenHash === b.tokenHash)) throw new Error('duplicate remembered browser hash');
    this.rows.push(copy(b));
  }
  async findLive(tokenHash: string, at: Date): Promise<RememberedBrowser | null> {
    const b = this.rows.find((r) => r.tokenHash === tokenHash && r.revokedAt === null && r.expiresAt.getTime() > at.getTime());
    return b ? copy(b) : null;
  }
  async touch(id: string, at: Date): Promise<void> {
    const b = this.rows.find((r) => r.id === id);
    if (b) b.lastUsedAt = at;
  }
  async revoke(tokenHash: string, at: Date): Promise<boolean> {
    const b = this.rows.find((r) => r.tokenHash === tokenHash && r.revokedAt === null);
    if (!b) return false;
    b.revokedAt = at;
    return true;
  }
  async deleteAllForEmail(email: string): Promise<number> {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.email !== email);
    return before - this.rows.length;
  }
  async deleteEnded(before: Date, limit: number): Promise<number> {
    const ended = (b: RememberedBrowser) => b.expiresAt.getTime() < before.getTime() || (b.revokedAt !== null && b.revokedAt.getTime() < before.getTime());
    const gone = new Set(
      this.rows
        .filter(ended)
        .map((b) => b.id)
        .sort()
        .slice(0, limit),
    );
    this.rows = this.rows.filter((b) => !gone.has(b.id));
    return gone.size;
  }
}

export class InMemorySavedReplies implements SavedReplyRepository {
  private rows: SavedReply[] = [];

  async list(vendorId: string): Promise<SavedReply[]> {
    return this.rows.filter((r) => r.vendorId === vendorId).sort(byTimeThenId).map(copy);
  }
  async find(vendorId: string, id: string): Promise<SavedReply | null> {
    const r = this.rows.find((s) => s.vendorId === vendorId && s.id === id);
    return r ? copy(r) : null;
  }
  async count(vendorId: string): Promise<number> {
    return this.rows.filter((r) => r.vendorId === vendorId).length;
  }
  async create(reply: SavedReply): Promise<void> {
    this.rows.push(copy(reply));
  }
  async update(vendorId: string, id: string, changes: { title: string; body: string }, at: Date): Promise<boolean> {
    const r = this.rows.find((s) => s.vendorId === vendorId && s.id === id);
    if (!r) return false;
    Object.assign(r, { title: changes.title, body: changes.body, updatedAt: at });
    return true;
  }
  async delete(vendorId: string, id: string): Promise<boolean> {
    const before = this.rows.length;
    this.rows = this.rows.filter((s) => !(s.vendorId === vendorId && s.id === id));
    return this.rows.length < before;
  }
}

/** The outbox as a list: what a use case queued, in order, gone again when its transaction rolls back. */
export class CollectingOutbox implements OutboxWriter, Transactional {
  messages: OutboxMessage[] = [];

  snapshot(): unknown {
    return copy(this.messages);
  }
  restore(snapshot: unknown): void {
    this.messages = copy(snapshot as OutboxMessage[]);
  }
  async add(m: OutboxMessage): Promise<void> {
    if (this.messages.some((r) => r.id === m.id)) throw new Error(`duplicate outbox id ${m.id}`);
    this.messages.push(copy(m));
  }
  async eraseAbout(about: string): Promise<number> {
    const before = this.messages.length;
    this.messages = this.messages.filter((m) => m.about !== about);
    return before - this.messages.length;
  }
  /** The fake hands nothing over: every message is pending. */
  async latestAbout(about: string, template: EmailTemplate): Promise<{ id: string; availableAt: Date; dispatched: boolean; payload: EmailJob } | null> {
    const latest = this.messages
      .filter((m) => m.about === about && m.topic === 'email.send' && m.payload.template === template)
      .sort((a, b) => b.availableAt.getTime() - a.availableAt.getTime() || b.id.localeCompare(a.id))[0];
    return latest && latest.topic === 'email.send' ? { id: latest.id, availableAt: latest.availableAt, dispatched: false, payload: copy(latest.payload) } : null;
  }
  async replacePending(id: string, payload: EmailJob): Promise<boolean> {
    const m = this.messages.find((x) => x.id === id);
    if (!m || m.topic !== 'email.send') return false;
    m.payload = copy(payload);
    return true;
  }
  /** The queued emails (template, to, data, key), in order. */
  emails() {
    return this.messages.flatMap((m) => (m.topic === 'email.send' ? [m.payload] : []));
  }
}

/**
 * The transactions of one in-memory database: one at a time (as the embedded SQLite's one connection), and
 * on a throw every transactional store is put back as it was before the work. Share one between the units
 * of work of a test so that two use cases running at once queue behind each other, as they would on SQLite.
 */
export class InMemoryTransactions {
  /** How many transactions ran to the end (committed) and how many were rolled back. */
  committed = 0;
  rolledBack = 0;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly stores: readonly Transactional[]) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(() => this.runOne(work));
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async runOne<T>(work: () => Promise<T>): Promise<T> {
    const before = this.stores.map((s) => s.snapshot());
    try {
      const value = await work();
      this.committed++;
      return value;
    } catch (e) {
      this.stores.forEach((s, k) => s.restore(before[k]));
      this.rolledBack++;
      throw e;
    }
  }
}

/**
 * A unit of work that hands the work exactly the repositories named: any other is absent, so a use case
 * that reaches for one it did not name fails.
 */
export class InMemoryUnitOfWork<K extends RepoName> implements UnitOfWork<K> {
  private readonly repos: Repos<K>;

  constructor(
    all: Partial<Record<RepoName, unknown>>,
    names: readonly K[],
    private readonly transactions: InMemoryTransactions,
  ) {
    const picked: Partial<Record<RepoName, unknown>> = {};
    for (const name of names) {
      if (all[name] === undefined) throw new Error(`no fake for the repository '${name}'`);
      picked[name] = all[name];
    }
    this.repos = Object.freeze(picked) as Repos<K>;
  }

  run<T>(work: (repos: Repos<K>) => Promise<T>): Promise<T> {
    return this.transactions.run(() => work(this.repos));
  }
}
