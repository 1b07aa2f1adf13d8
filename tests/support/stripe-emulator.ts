/**
 * A loopback emulator of exactly the Stripe API endpoints the `stripe` billing adapter calls (issue 37
 * §Checks), on 127.0.0.1 at a free port. Requests come form-encoded as the SDK sends them; answers are the
 * SDK's own types (stripe-objects.ts), so the TypeScript compiler checks them against the pinned API version.
 *
 * The billing behaviour over time is not simulated a second time here: it is the local test processor's
 * `Ledger` (adapters/billing/local/ledger.ts) on in-memory books. The emulator translates Stripe requests
 * into Ledger operations (a subscription schedule's phases into a start, a tier change, a cancel at the
 * period's end, free months) and Ledger records into Stripe JSON; `advanceTo` moves its test clock, and each
 * Ledger event is handed to `deliver` as Stripe POSTs a webhook: the raw JSON body and a Stripe-Signature
 * header made with `stripe.webhooks.generateTestHeaderString`.
 *
 * Cards are entered as Stripe.js does: the browser confirms the SetupIntent with the publishable key and one
 * of Stripe's test payment methods — `pm_card_visa` (4242, succeeds), `pm_card_chargeCustomerFail` (0341,
 * attaches, every charge fails), `pm_card_chargeDeclined` (0002, declined at setup).
 *
 * Anything the adapter does not send is answered with a 400 naming it, so a change in the adapter's calls
 * shows up as a failing test rather than as an emulator that quietly agrees.
 *
 * For browser tests it also serves a tiny stand-in of Stripe.js at `/v3/` (STRIPE_JS_URL) with exactly what
 * our card page calls — `Stripe(pk)`, `elements().create('card')`, `mount`, `destroy`, `confirmCardSetup` —
 * whose card field is an iframe of this origin (`/elements/card`), as Stripe's is of js.stripe.com: the card
 * is typed there, turned into one of the test payment methods above and confirmed against this emulator, so
 * the page around it never holds the number.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { InMemoryLedgerStore, Ledger, type LedgerInvoice, type LedgerSubscription, type TestCardBehaviour } from '../../adapters/billing/local/ledger.ts';
import type { BillingEvent, PaidTier } from '../../domain/billing/billing.ts';
import { CardRejectedError } from '../../domain/billing/card-errors.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { addMonthsUtc, TIER_PLANS } from '../../domain/subscriptions/tiers.ts';
import {
  apiList,
  customerObject,
  deletedCustomerObject,
  eventObject,
  invoiceObject,
  invoicePaymentObject,
  paymentIntentObject,
  paymentMethodObject,
  priceObject,
  scheduleObject,
  setupIntentObject,
  subscriptionObject,
  type EmulatedEvent,
  type PhaseShape,
  type TestCardDetails,
} from './stripe-objects.ts';

export type PriceIds = Record<PaidTier, { intro: string; regular: string }>;

/** Stripe's test payment methods (https://docs.stripe.com/testing), as Stripe.js hands them to a SetupIntent. */
export const TEST_PAYMENT_METHODS: Record<string, { card: TestCardDetails; behaviour: TestCardBehaviour }> = {
  pm_card_visa: { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }, behaviour: 'succeeds' },
  pm_card_chargeCustomerFail: { card: { brand: 'visa', last4: '0341', expMonth: 12, expYear: 2034 }, behaviour: 'fails_at_charge' },
  pm_card_chargeDeclined: { card: { brand: 'visa', last4: '0002', expMonth: 12, expYear: 2034 }, behaviour: 'declined' },
};

export interface StripeEmulatorOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceIds: PriceIds;
  freeMonthCouponId: string;
  /** The test clock's first instant. */
  start: Date;
  /** A fixed port (e.g. STRIPE_API_URL's); a free one when absent. */
  port?: number;
  /** Receives each event as Stripe POSTs it to the webhook endpoint: the raw body and its signature header. */
  deliver: (body: string, signature: string) => Promise<void> | void;
}

type Params = { [key: string]: Param };
type Param = string | Param[] | Params;
type Answer = { status: number; body: unknown };

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; decline_code?: string; param?: string; setup_intent?: Stripe.SetupIntent },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, param?: string) => new StripeHttpError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (what: string, id: string) => new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` });

/** Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays. */
export const parseForm = (search: URLSearchParams): Params => {
  const root: Params = {};
  for (const [key, value] of search) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((segment, i) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) node[name] = value;
      else node = (node[name] ??= {}) as Params;
    });
  }
  const arrays = (p: Param): Param => {
    if (typeof p === 'string' || Array.isArray(p)) return p;
    const keys = Object.keys(p);
    const out = Object.fromEntries(keys.map((k) => [k, arrays(p[k]!)]));
    return keys.length > 0 && keys.every((k, i) => k === String(i)) ? keys.map((k) => out[k]!) : out;
  };
  return arrays(root) as Params;
};

const str = (p: Param | undefined): string | undefined => (typeof p === 'string' ? p : undefined);
const list = (p: Param | undefined): Param[] => (Array.isArray(p) ? p : p === undefined || p === '' ? [] : typeof p === 'object' ? Object.values(p) : [p]);
const obj = (p: Param | undefined): Params => (p && typeof p === 'object' && !Array.isArray(p) ? p : {});
const num = (p: Param | undefined): number | undefined => (typeof p === 'string' && p !== '' && Number.isFinite(Number(p)) ? Number(p) : undefined);
const sec = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const secOrNull = (iso: string | null) => (iso === null ? null : sec(iso));
const TIER_RANK: Record<PaidTier, number> = { featured: 1, premier: 2 };

interface ScheduleRecord {
  id: string;
  subscriptionId: string;
  customer: string;
  created: number;
  /** Start of its first phase. */
  start: number;
  /** The first period made free by the admin's free months. */
  freeFrom: number | null;
  metadata: Record<string, string>;
  /** Released to run on its own (a newer schedule may take over). */
  releasedAt: number | null;
}

interface EmulatedPaymentMethod {
  id: string;
  customer: string | null;
  created: number;
  card: TestCardDetails;
  ledgerCardId: string | null;
}

interface EmulatedSetupIntent {
  id: string;
  clientSecret: string;
  customer: string;
  created: number;
  status: Stripe.SetupIntent.Status;
  paymentMethod: string | null;
  lastSetupError: Stripe.SetupIntent.LastSetupError | null;
}

/** A phase of a schedule as the adapter sent it. */
interface SentPhase {
  start: number;
  end: number | null;
  tier: PaidTier;
  kind: 'intro' | 'regular';
  trial: boolean;
  free: boolean;
}

export class StripeEmulator {
  readonly host = '127.0.0.1';
  port = 0;
  /** Every request, as `METHOD /path` (the adapter's calls, for tests that look at them). */
  readonly requests: string[] = [];
  /** Every form or query body received, raw (tests assert no card data ever reaches us). */
  readonly bodies: string[] = [];
  private clock: Date;
  private readonly store = new InMemoryLedgerStore();
  private readonly ledger = new Ledger(this.store);
  private server: Server | null = null;
  private delivered = 0;
  private counter = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly eventBodies = new Map<string, string>();
  private readonly idempotent = new Map<string, Answer>();
  private readonly setupIntents = new Map<string, EmulatedSetupIntent>();
  private readonly paymentMethods = new Map<string, EmulatedPaymentMethod>();
  private readonly schedules = new Map<string, ScheduleRecord>();
  private readonly createdAt = new Map<string, number>();
  private readonly voidedAt = new Map<string, number>();

  private constructor(private readonly options: StripeEmulatorOptions) {
    this.clock = options.start;
  }

  static async start(options: StripeEmulatorOptions): Promise<StripeEmulator> {
    const emulator = new StripeEmulator(options);
    await emulator.listen();
    return emulator;
  }

  now(): Date {
    return this.clock;
  }

  /** Where the SDK (or STRIPE_API_URL) points: `http://127.0.0.1:{port}`. */
  get url(): string {
    return `http://${this.host}:${this.port}`;
  }

  /** Moves the test clock forward and lets the Ledger do what fell due; its events are delivered. */
  advanceTo(to: Date): Promise<void> {
    return this.serially(async () => {
      if (to.getTime() < this.clock.getTime()) throw new Error('A test clock only moves forward');
      this.clock = to;
      await this.ledger.tick(to);
      await this.flush();
    });
  }

  /** The body Stripe sent for an event, signed again now (as a redelivery would be). */
  signedEvent(eventId: string): { body: string; signature: string } {
    const body = this.eventBodies.get(eventId);
    if (!body) throw new Error(`The emulator sent no event ${eventId}`);
    return { body, signature: this.sign(body) };
  }

  sign(body: string, timestamp?: number): string {
    return Stripe.webhooks.generateTestHeaderString({ payload: body, secret: this.options.webhookSecret, ...(timestamp ? { timestamp } : {}) });
  }

  /** What Stripe.js does when the person submits Elements: confirms the SetupIntent with the publishable key. */
  async confirmAsStripeJs(setup: { setupIntentId: string; clientSecret: string; publishableKey: string }, paymentMethod: keyof typeof TEST_PAYMENT_METHODS): Promise<void> {
    const body = new URLSearchParams({ payment_method: paymentMethod, client_secret: setup.clientSecret });
    await fetch(`http://${this.host}:${this.port}/v1/setup_intents/${setup.setupIntentId}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${setup.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // ——— HTTP ———

  private listen(): Promise<void> {
    const server = createServer((req, res) => {
      const stand = req.method === 'GET' ? this.standIn(new URL(req.url ?? '/', this.url).pathname) : null;
      if (stand) {
        res.writeHead(200, { 'content-type': stand.type, 'cache-control': 'no-store' });
        res.end(stand.body);
        return;
      }
      void this.read(req)
        .then((raw) => this.serially(() => this.answer(req, raw)))
        .catch((error: unknown) => this.failure(error))
        .then((answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
          res.end(JSON.stringify(answer.body));
        });
    });
    this.server = server;
    return new Promise((resolve) => {
      server.listen(this.options.port ?? 0, this.host, () => {
        this.port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  /** The Stripe.js stand-in and its card frame (browser tests), or null for an API path. */
  private standIn(pathname: string): { type: string; body: string } | null {
    if (pathname === '/v3/' || pathname === '/v3') return { type: 'text/javascript; charset=utf-8', body: stripeJsStandIn(this.url) };
    if (pathname === '/elements/card') return { type: 'text/html; charset=utf-8', body: CARD_FRAME_HTML };
    return null;
  }

  private read(req: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });
  }

  /** One request at a time: the Ledger's books are read and written without interleaving. */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async answer(req: IncomingMessage, raw: string): Promise<Answer> {
    const url = new URL(req.url ?? '/', `http://${this.host}`);
    const method = req.method ?? 'GET';
    this.requests.push(`${method} ${url.pathname}`);
    this.bodies.push(raw, url.search);
    const key = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    const confirming = method === 'POST' && /^\/v1\/setup_intents\/[^/]+\/confirm$/.test(url.pathname);
    if (key !== this.options.secretKey && !(confirming && key === this.options.publishableKey)) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    const idempotencyKey = method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
    const cached = idempotencyKey ? this.idempotent.get(`${url.pathname}:${idempotencyKey}`) : undefined;
    if (cached) return cached;
    const params = { ...parseForm(url.searchParams), ...parseForm(new URLSearchParams(raw)) };
    let answer: Answer;
    try {
      answer = { status: 200, body: await this.route(method, url.pathname, params, key) };
    } catch (error) {
      answer = this.failure(error);
    }
    try {
      await this.flush();
    } catch (error) {
      answer = this.failure(error);
    }
    if (idempotencyKey && answer.status < 500) this.idempotent.set(`${url.pathname}:${idempotencyKey}`, answer);
    return answer;
  }

  private failure(error: unknown): Answer {
    if (error instanceof StripeHttpError) return { status: error.status, body: { error: error.error } };
    if (error instanceof CardRejectedError) {
      return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } };
    }
    if (error instanceof DomainError) {
      const status = error.code === 'NOT_FOUND' ? 404 : 400;
      return { status, body: { error: { type: 'invalid_request_error', message: error.message, ...(status === 404 ? { code: 'resource_missing' } : {}) } } };
    }
    // A bug in the emulator: loud, and not retried into something else.
    return { status: 400, body: { error: { type: 'invalid_request_error', message: `Emulator failure: ${error instanceof Error ? error.stack : String(error)}` } } };
  }

  private expand(params: Params): Set<string> {
    return new Set(list(params.expand).map((e) => String(e)));
  }

  private allowOnly(expand: Set<string>, allowed: string[]) {
    for (const e of expand) if (!allowed.includes(e)) throw invalid(`The emulator does not expand '${e}' here`, 'expand');
  }

  private async route(method: string, path: string, params: Params, key: string): Promise<unknown> {
    const parts = path.split('/').slice(2); // after /v1
    const [resource, id, action] = parts;
    const expand = this.expand(params);
    const route = `${method} ${resource}${id ? (id === 'create_preview' ? '/create_preview' : '/:id') : ''}${action ? `/${action}` : ''}`;
    switch (route) {
      case 'POST customers':
        return this.createCustomer(params);
      case 'GET customers/:id':
        this.allowOnly(expand, ['invoice_settings.default_payment_method']);
        return this.customer(id!, expand.has('invoice_settings.default_payment_method'));
      case 'POST customers/:id':
        return this.updateCustomer(id!, params);
      case 'DELETE customers/:id':
        return this.deleteCustomer(id!);
      case 'POST setup_intents':
        return this.createSetupIntent(params);
      case 'GET setup_intents/:id':
        this.allowOnly(expand, ['payment_method']);
        return this.setupIntent(id!, expand.has('payment_method'));
      case 'POST setup_intents/:id/confirm':
        return this.confirmSetupIntent(id!, params, key);
      case 'GET payment_methods/:id':
        return this.paymentMethod(id!);
      case 'GET prices/:id':
        return this.price(id!);
      case 'POST subscription_schedules':
        return this.createSchedule(params);
      case 'GET subscription_schedules/:id':
        return this.scheduleById(id!);
      case 'POST subscription_schedules/:id':
        return this.updateSchedule(id!, params);
      case 'GET subscriptions':
        this.allowOnly(expand, ['data.schedule']);
        return this.listSubscriptions(params, expand.has('data.schedule'));
      case 'GET subscriptions/:id':
        this.allowOnly(expand, ['schedule']);
        return this.subscription(await this.ledgerSub(id!), expand.has('schedule'));
      case 'DELETE subscriptions/:id':
        return this.cancelSubscription(id!, params);
      case 'POST invoices/create_preview':
        return this.previewInvoice(params);
      case 'GET invoices':
        this.allowOnly(expand, ['data.payments']);
        return this.listInvoices(params, expand.has('data.payments'));
      case 'GET invoices/:id':
        this.allowOnly(expand, ['payments']);
        return this.invoice(await this.ledgerInvoice(id!), expand.has('payments'));
      case 'POST invoices/:id/pay':
        return this.payInvoice(id!);
      case 'POST invoices/:id/void':
        return this.voidInvoice(id!);
      case 'GET payment_intents/:id':
        this.allowOnly(expand, ['payment_method']);
        return this.paymentIntent(id!, expand.has('payment_method'));
      default:
        throw invalid(`The emulator does not answer ${method} ${path}`);
    }
  }

  private nowSec() {
    return Math.floor(this.clock.getTime() / 1000);
  }

  private nextId(prefix: string) {
    return `${prefix}_emu${String(++this.counter).padStart(8, '0')}`;
  }

  private createdOf(id: string) {
    let at = this.createdAt.get(id);
    if (at === undefined) {
      at = this.nowSec();
      this.createdAt.set(id, at);
    }
    return at;
  }

  // ——— customers and cards ———

  private async createCustomer(params: Params): Promise<Stripe.Customer> {
    const email = str(params.email);
    const name = str(params.name);
    if (!email || !name) throw invalid('email and name are required');
    const id = await this.ledger.createCustomer(this.clock, { email, name, reference: str(obj(params.metadata).reference) ?? '' });
    this.createdOf(id);
    return this.customer(id, false) as Promise<Stripe.Customer>;
  }

  private async customer(id: string, expandDefault: boolean): Promise<Stripe.Customer | Stripe.DeletedCustomer> {
    const c = await this.store.get('customer', id);
    if (!c) throw missing('customer', id);
    if (c.deleted) return deletedCustomerObject(id);
    const pm = c.defaultCardId ? [...this.paymentMethods.values()].find((p) => p.ledgerCardId === c.defaultCardId) : undefined;
    return customerObject({
      id,
      email: c.email,
      name: c.name,
      created: this.createdOf(id),
      defaultPaymentMethod: pm ? (expandDefault ? this.pmObject(pm) : pm.id) : null,
      metadata: { reference: c.reference },
    });
  }

  private async updateCustomer(id: string, params: Params): Promise<Stripe.Customer | Stripe.DeletedCustomer> {
    const allowed = ['invoice_settings'];
    for (const k of Object.keys(params)) if (!allowed.includes(k)) throw invalid(`The emulator does not update '${k}' on a customer`, k);
    const c = await this.store.get('customer', id);
    if (!c || c.deleted) throw missing('customer', id);
    const pmId = str(obj(params.invoice_settings).default_payment_method);
    if (!pmId) throw invalid('invoice_settings[default_payment_method] is required');
    const pm = this.paymentMethods.get(pmId);
    if (!pm || pm.customer !== id || !pm.ledgerCardId) throw invalid(`The payment method ${pmId} is not attached to ${id}`, 'invoice_settings[default_payment_method]');
    // The Ledger makes the card it verified the default; a card entered earlier becomes the default again here.
    if (c.defaultCardId !== pm.ledgerCardId) await this.store.put('customer', { ...c, defaultCardId: pm.ledgerCardId });
    return this.customer(id, false);
  }

  private async deleteCustomer(id: string): Promise<Stripe.DeletedCustomer> {
    const c = await this.store.get('customer', id);
    if (!c || c.deleted) throw missing('customer', id);
    await this.ledger.deleteCustomer(this.clock, id);
    for (const pm of this.paymentMethods.values()) if (pm.customer === id) pm.customer = null;
    return deletedCustomerObject(id);
  }

  private pmObject(pm: EmulatedPaymentMethod): Stripe.PaymentMethod {
    return paymentMethodObject({ id: pm.id, customer: pm.customer, created: pm.created, card: pm.card });
  }

  private paymentMethod(id: string): Stripe.PaymentMethod {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw missing('payment_method', id);
    return this.pmObject(pm);
  }

  private async createSetupIntent(params: Params): Promise<Stripe.SetupIntent> {
    const customer = str(params.customer);
    const c = customer ? await this.store.get('customer', customer) : null;
    if (!customer || !c || c.deleted) throw missing('customer', customer ?? '');
    if (str(params.usage) !== 'off_session') throw invalid('The emulator expects usage=off_session (cards charged on renewal)', 'usage');
    const id = this.nextId('seti');
    const si: EmulatedSetupIntent = { id, clientSecret: `${id}_secret_${Math.random().toString(36).slice(2)}`, customer, created: this.nowSec(), status: 'requires_payment_method', paymentMethod: null, lastSetupError: null };
    this.setupIntents.set(id, si);
    return this.siObject(si, false);
  }

  private siObject(si: EmulatedSetupIntent, expandPm: boolean): Stripe.SetupIntent {
    const pm = si.paymentMethod ? this.paymentMethods.get(si.paymentMethod) : undefined;
    return setupIntentObject({
      id: si.id,
      clientSecret: si.clientSecret,
      customer: si.customer,
      created: si.created,
      status: si.status,
      paymentMethod: pm ? (expandPm ? this.pmObject(pm) : pm.id) : null,
      lastSetupError: si.lastSetupError,
    });
  }

  private setupIntent(id: string, expandPm: boolean): Stripe.SetupIntent {
    const si = this.setupIntents.get(id);
    if (!si) throw missing('setup_intent', id);
    return this.siObject(si, expandPm);
  }

  private async confirmSetupIntent(id: string, params: Params, key: string): Promise<Stripe.SetupIntent> {
    const si = this.setupIntents.get(id);
    if (!si) throw missing('setup_intent', id);
    if (key === this.options.publishableKey && str(params.client_secret) !== si.clientSecret) throw invalid('The client_secret does not match this SetupIntent', 'client_secret');
    if (si.status === 'succeeded') throw invalid('This SetupIntent has already succeeded');
    const test = TEST_PAYMENT_METHODS[str(params.payment_method) ?? ''];
    if (!test) throw invalid('The emulator knows only pm_card_visa, pm_card_chargeCustomerFail and pm_card_chargeDeclined', 'payment_method');
    const pm: EmulatedPaymentMethod = { id: this.nextId('pm'), customer: null, created: this.nowSec(), card: test.card, ledgerCardId: null };
    this.paymentMethods.set(pm.id, pm);
    try {
      await this.ledger.attachCard(this.clock, si.customer, { brand: 'visa', last4: test.card.last4, expMonth: test.card.expMonth, expYear: test.card.expYear, behaviour: test.behaviour });
    } catch (error) {
      if (!(error instanceof CardRejectedError)) throw error;
      si.lastSetupError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_method: this.pmObject(pm) };
      throw new StripeHttpError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', setup_intent: this.siObject(si, false) });
    }
    const c = await this.store.get('customer', si.customer);
    pm.customer = si.customer;
    pm.ledgerCardId = c?.defaultCardId ?? null;
    Object.assign(si, { status: 'succeeded', paymentMethod: pm.id, lastSetupError: null });
    return this.siObject(si, false);
  }

  // ——— prices ———

  private priceFor(tier: PaidTier, kind: 'intro' | 'regular'): Stripe.Price {
    const plan = TIER_PLANS[tier];
    return priceObject({ id: this.options.priceIds[tier][kind], unitAmount: kind === 'intro' ? plan.introMonthlyCents : plan.regularMonthlyCents, nickname: `${plan.name} (${kind})`, created: sec('2026-01-01T00:00:00Z') });
  }

  private tierOfPrice(priceId: string): { tier: PaidTier; kind: 'intro' | 'regular' } | null {
    for (const tier of ['featured', 'premier'] as const) for (const kind of ['intro', 'regular'] as const) if (this.options.priceIds[tier][kind] === priceId) return { tier, kind };
    return null;
  }

  private price(id: string): Stripe.Price {
    const found = this.tierOfPrice(id);
    if (!found) throw missing('price', id);
    return this.priceFor(found.tier, found.kind);
  }

  // ——— subscriptions and schedules ———

  private async ledgerSub(id: string): Promise<LedgerSubscription> {
    const sub = await this.store.get('subscription', id);
    if (!sub) throw missing('subscription', id);
    return sub;
  }

  private liveSchedule(subscriptionId: string): ScheduleRecord | null {
    const rec = this.schedules.get(subscriptionId);
    return rec && rec.releasedAt === null ? rec : null;
  }

  /** The phases a schedule holds for the Ledger's subscription now, from its current phase on. */
  private phases(sub: LedgerSubscription, rec: ScheduleRecord): { phases: PhaseShape[]; all: PhaseShape[] } {
    const cpe = sec(sub.currentPeriodEnd);
    const lock = sec(sub.priceLockedUntil);
    const trialEnd = secOrNull(sub.trialEnd);
    const freeUntil = secOrNull(sub.discountEndsAt);
    const cancel = sub.cancelAtPeriodEnd;
    const marks = [trialEnd, lock, sub.scheduledTier ? cpe : null, rec.freeFrom, freeUntil, cancel ? cpe : null].filter(
      (t): t is number => t !== null && t > rec.start && (!cancel || t <= cpe),
    );
    const bounds = [...new Set(marks)].sort((a, b) => a - b);
    const starts = [rec.start, ...bounds.filter((t) => !(cancel && t === cpe))];
    const metadata = this.planMetadata(sub, rec);
    const all = starts.map((start, i): PhaseShape => {
      const end = starts[i + 1] ?? (cancel ? cpe : Math.floor(addMonthsUtc(new Date(start * 1000), 1).getTime() / 1000));
      const tier = sub.scheduledTier && start >= cpe ? sub.scheduledTier : sub.tier;
      const free = freeUntil !== null && start < freeUntil && (rec.freeFrom === null || start >= rec.freeFrom);
      return {
        start,
        end,
        price: this.options.priceIds[tier][start < lock ? 'intro' : 'regular'],
        trial: trialEnd !== null && start < trialEnd,
        coupon: free ? this.options.freeMonthCouponId : null,
        metadata,
      };
    });
    const now = this.nowSec();
    return { phases: all.filter((p) => p.end > now), all };
  }

  private planMetadata(sub: LedgerSubscription, rec: ScheduleRecord | null): Record<string, string> {
    const freeUntil = secOrNull(sub.discountEndsAt);
    return {
      vendor_id: sub.vendorId,
      price_locked_until: String(sec(sub.priceLockedUntil)),
      free_from: rec?.freeFrom != null && freeUntil !== null ? String(rec.freeFrom) : '',
      free_until: freeUntil !== null ? String(freeUntil) : '',
    };
  }

  /** A schedule whose last phase is over lets its subscription go on alone, at the last phase's price. */
  private releaseIfDone(sub: LedgerSubscription, rec: ScheduleRecord) {
    if (rec.releasedAt !== null || sub.endedAt !== null || sub.cancelAtPeriodEnd) return;
    const { all } = this.phases(sub, rec);
    const last = all[all.length - 1];
    if (last && last.end <= this.nowSec()) rec.releasedAt = last.end;
  }

  private scheduleOf(sub: LedgerSubscription, rec: ScheduleRecord): Stripe.SubscriptionSchedule {
    this.releaseIfDone(sub, rec);
    const { phases } = this.phases(sub, rec);
    const ended = sub.endedAt !== null;
    const current = rec.releasedAt === null && !ended ? phases[0] : undefined;
    return scheduleObject({
      id: rec.id,
      customer: rec.customer,
      created: rec.created,
      status: rec.releasedAt !== null ? 'released' : ended ? (sub.cancelAtPeriodEnd ? 'completed' : 'canceled') : 'active',
      currentPhase: current ? { start: current.start, end: current.end } : null,
      endBehavior: sub.cancelAtPeriodEnd ? 'cancel' : 'release',
      phases: rec.releasedAt !== null || ended ? [] : phases,
      releasedAt: rec.releasedAt,
      canceledAt: ended && !sub.cancelAtPeriodEnd ? secOrNull(sub.endedAt) : null,
      subscription: rec.subscriptionId,
      metadata: { ...rec.metadata, ...this.planMetadata(sub, rec) },
    });
  }

  private async scheduleById(id: string): Promise<Stripe.SubscriptionSchedule> {
    const rec = [...this.schedules.values()].find((r) => r.id === id);
    if (!rec) throw missing('subscription_schedule', id);
    return this.scheduleOf(await this.ledgerSub(rec.subscriptionId), rec);
  }

  private subscription(sub: LedgerSubscription, expandSchedule: boolean): Stripe.Subscription {
    const rec = this.schedules.get(sub.id);
    if (rec) this.releaseIfDone(sub, rec);
    const live = rec && rec.releasedAt === null ? rec : null;
    const start = sec(sub.currentPeriodStart);
    return subscriptionObject({
      id: sub.id,
      customer: sub.customerId,
      created: sec(sub.createdAt),
      status: sub.status,
      price: this.priceFor(sub.tier, start < sec(sub.priceLockedUntil) ? 'intro' : 'regular'),
      periodStart: start,
      periodEnd: sec(sub.currentPeriodEnd),
      trialStart: sub.trialEnd ? sec(sub.createdAt) : null,
      trialEnd: secOrNull(sub.trialEnd),
      cancelAt: sub.cancelAtPeriodEnd && sub.endedAt === null ? sec(sub.currentPeriodEnd) : null,
      endedAt: secOrNull(sub.endedAt),
      schedule: live ? (expandSchedule ? this.scheduleOf(sub, live) : live.id) : null,
      latestInvoice: null,
      metadata: this.planMetadata(sub, rec ?? null),
    });
  }

  private async listSubscriptions(params: Params, expandSchedule: boolean): Promise<Stripe.ApiList<Stripe.Subscription>> {
    const all = await this.store.list('subscription');
    const status = str(params.status);
    const shown = all.filter((s) => status === 'all' || (status ? s.status === status : s.status !== 'canceled'));
    shown.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return this.page(shown.map((s) => this.subscription(s, expandSchedule)), params, '/v1/subscriptions');
  }

  private page<T extends { id: string }>(items: T[], params: Params, url: string): Stripe.ApiList<T> {
    const limit = Math.min(100, num(params.limit) ?? 10);
    const after = str(params.starting_after);
    const from = after ? items.findIndex((i) => i.id === after) + 1 : 0;
    const data = items.slice(from, from + limit);
    return apiList(data, url, from + limit < items.length);
  }

  /** The phases the adapter sent, read as our plans use them. */
  private sentPhases(params: Params, firstStart: number): SentPhase[] {
    const phases = list(params.phases).map(obj);
    if (phases.length === 0) throw invalid('phases are required', 'phases');
    let start = num(phases[0]!.start_date) ?? firstStart;
    return phases.map((p, i) => {
      const items = list(p.items).map(obj);
      const price = str(items[0]?.price);
      const found = price ? this.tierOfPrice(price) : null;
      if (items.length !== 1 || !found) throw invalid(`phases[${i}] must hold one of the plan prices`, `phases[${i}][items]`);
      const duration = obj(p.duration);
      const endDate = num(p.end_date);
      const end = endDate ?? (str(duration.interval) === 'month' ? Math.floor(addMonthsUtc(new Date(start * 1000), num(duration.interval_count) ?? 1).getTime() / 1000) : null);
      if (end === null && i < phases.length - 1) throw invalid(`phases[${i}] needs an end_date`, `phases[${i}][end_date]`);
      const coupons = list(p.discounts).map((d) => str(obj(d).coupon));
      if (coupons.some((c) => c !== this.options.freeMonthCouponId)) throw invalid(`phases[${i}] names an unknown coupon`, `phases[${i}][discounts]`);
      const sent: SentPhase = { start, end, tier: found.tier, kind: found.kind, trial: str(p.trial) === 'true', free: coupons.length > 0 };
      if (end !== null) start = end;
      return sent;
    });
  }

  /** The introductory price before the lock ends, the regular one after: the schedule must say so. */
  private checkPrices(phases: SentPhase[], lock: number) {
    phases.forEach((p, i) => {
      if (p.kind !== (p.start < lock ? 'intro' : 'regular')) throw invalid(`phases[${i}] has the ${p.kind} price, but the price lock ends at ${lock}`, `phases[${i}][items]`);
    });
  }

  private async createSchedule(params: Params): Promise<Stripe.SubscriptionSchedule> {
    const from = str(params.from_subscription);
    if (from) {
      const sub = await this.ledgerSub(from);
      if (sub.endedAt !== null) throw invalid('A canceled subscription cannot get a schedule');
      const existing = this.schedules.get(from);
      if (existing) this.releaseIfDone(sub, existing);
      if (existing && existing.releasedAt === null) throw invalid(`The subscription ${from} is already managed by the schedule ${existing.id}`);
      const rec: ScheduleRecord = { id: this.nextId('sub_sched'), subscriptionId: from, customer: sub.customerId, created: this.nowSec(), start: sec(sub.currentPeriodStart), freeFrom: existing?.freeFrom ?? null, metadata: {}, releasedAt: null };
      this.schedules.set(from, rec);
      return this.scheduleOf(sub, rec);
    }
    if (str(params.start_date) !== 'now') throw invalid("The emulator starts schedules at start_date 'now'", 'start_date');
    if (str(params.end_behavior) !== 'release') throw invalid("A new plan's schedule ends with end_behavior 'release'", 'end_behavior');
    const customer = str(params.customer) ?? '';
    const metadata = Object.fromEntries(Object.entries(obj(params.metadata)).map(([k, v]) => [k, String(v)]));
    const lock = num(metadata.price_locked_until);
    if (!metadata.vendor_id || !lock) throw invalid('metadata[vendor_id] and metadata[price_locked_until] are required', 'metadata');
    const now = this.nowSec();
    const phases = this.sentPhases(params, now);
    this.checkPrices(phases, lock);
    const first = phases[0]!;
    if (first.free) throw invalid('A new plan starts without free months');
    const trialEnd = first.trial ? first.end : null;
    if (phases.some((p, i) => i > 0 && p.trial)) throw invalid('Only the first phase may be a trial');
    if (phases.some((p) => p.tier !== first.tier)) throw invalid('A new plan has one tier');
    const id = await this.ledger.startSubscription(this.clock, {
      customerId: customer,
      vendorId: metadata.vendor_id,
      tier: first.tier,
      trialEnd: trialEnd === null ? null : new Date(trialEnd * 1000),
      priceLockedUntil: new Date(lock * 1000),
    });
    const rec: ScheduleRecord = { id: this.nextId('sub_sched'), subscriptionId: id, customer, created: now, start: now, freeFrom: null, metadata, releasedAt: null };
    this.schedules.set(id, rec);
    return this.scheduleOf(await this.ledgerSub(id), rec);
  }

  /**
   * A schedule's new phases, as Ledger operations: the current phase's tier (an upgrade, prorated), the
   * tier from the end of the period (a downgrade, or withdrawing one), the end (cancel at the period's end,
   * or resume), and free months (the coupon on the phases they cover).
   */
  private async updateSchedule(scheduleId: string, params: Params): Promise<Stripe.SubscriptionSchedule> {
    const rec = [...this.schedules.values()].find((r) => r.id === scheduleId);
    if (!rec) throw missing('subscription_schedule', scheduleId);
    let sub = await this.ledgerSub(rec.subscriptionId);
    this.releaseIfDone(sub, rec);
    if (rec.releasedAt !== null || sub.endedAt !== null) throw invalid('You cannot update a subscription schedule that is no longer active');
    const current = this.phases(sub, rec).phases[0]!;
    const sent = this.sentPhases(params, current.start);
    if (sent[0]!.start !== current.start) throw invalid('You can not modify the start date of the current phase', 'phases[0][start_date]');
    this.checkPrices(sent, sec(sub.priceLockedUntil));
    const cpe = sec(sub.currentPeriodEnd);
    const trialEnd = secOrNull(sub.trialEnd);
    sent.forEach((p, i) => {
      if (p.trial !== (trialEnd !== null && p.start < trialEnd)) throw invalid(`phases[${i}] must keep the trial as it is`, `phases[${i}][trial]`);
    });
    const proration = str(params.proration_behavior) ?? 'create_prorations';
    const now = this.clock;

    const tierNow = sent[0]!.tier;
    if (tierNow !== sub.tier) {
      if (TIER_RANK[tierNow] < TIER_RANK[sub.tier]) throw invalid('The emulator takes downgrades from the end of the period only');
      if (sub.status !== 'trialing' && proration !== 'always_invoice') throw invalid("An upgrade in a paid period is charged now: proration_behavior 'always_invoice'", 'proration_behavior');
      await this.ledger.changeTier(now, sub.id, tierNow);
      sub = await this.ledgerSub(sub.id);
    }
    const atEnd = sent.find((p) => p.start <= cpe && (p.end === null || p.end > cpe)) ?? sent[sent.length - 1]!;
    if (sent.some((p) => p.start >= cpe && p.tier !== atEnd.tier)) throw invalid('The emulator takes one tier change, at the end of the period');
    if (sent.some((p) => p.start > sent[0]!.start && p.start < cpe && p.tier !== tierNow)) throw invalid('A tier change inside the period is not one of our plans');
    const laterTier = atEnd.tier;
    if (laterTier !== (sub.scheduledTier ?? sub.tier)) {
      await this.ledger.changeTier(now, sub.id, laterTier);
      sub = await this.ledgerSub(sub.id);
    }

    const free = sent.filter((p) => p.free);
    if (free.length > 0) {
      const until = Math.max(...free.map((p) => p.end ?? p.start));
      const had = secOrNull(sub.discountEndsAt);
      if (had !== null && until < had) throw invalid('The emulator cannot take back free months');
      if (had === null || until > had) {
        const base = new Date(Math.max(cpe, had ?? 0) * 1000);
        const months = Array.from({ length: 36 }, (_, k) => k + 1).find((k) => Math.floor(addMonthsUtc(base, k).getTime() / 1000) === until);
        if (!months) throw invalid('Free months end on a period boundary', 'phases');
        if (had === null || had < cpe) rec.freeFrom = Math.min(...free.map((p) => p.start));
        await this.ledger.grantFreeMonths(now, sub.id, months);
        sub = await this.ledgerSub(sub.id);
      }
    }

    const endBehavior = str(params.end_behavior) ?? 'release';
    const last = sent[sent.length - 1]!;
    if (endBehavior === 'cancel') {
      if (last.end !== cpe) throw invalid('The emulator cancels at the end of the current period only', 'phases');
      if (!sub.cancelAtPeriodEnd) await this.ledger.setCancelAtPeriodEnd(now, sub.id, true);
    } else if (endBehavior === 'release') {
      if (sub.cancelAtPeriodEnd) await this.ledger.setCancelAtPeriodEnd(now, sub.id, false);
    } else throw invalid(`The emulator does not take end_behavior '${endBehavior}'`, 'end_behavior');

    const metadata = Object.fromEntries(Object.entries(obj(params.metadata)).map(([k, v]) => [k, String(v)]));
    rec.metadata = { ...rec.metadata, ...metadata };
    return this.scheduleOf(await this.ledgerSub(sub.id), rec);
  }

  private async cancelSubscription(id: string, params: Params): Promise<Stripe.Subscription> {
    const sub = await this.ledgerSub(id);
    if (sub.endedAt !== null) throw invalid(`The subscription ${id} is already canceled`);
    if (str(params.prorate) === 'true' || str(params.invoice_now) === 'true') throw invalid('The emulator cancels without a final invoice');
    await this.ledger.cancelNow(this.clock, id);
    return this.subscription(await this.ledgerSub(id), false);
  }

  // ——— invoices ———

  /** The invoice an upgrade makes now: on a schedule's phases, or on a subscription running alone. */
  private async previewInvoice(params: Params): Promise<Stripe.Invoice> {
    let sub: LedgerSubscription;
    let first: { tier: PaidTier } | undefined;
    const scheduleId = str(params.schedule);
    if (scheduleId) {
      const rec = [...this.schedules.values()].find((r) => r.id === scheduleId);
      if (!rec) throw missing('subscription_schedule', scheduleId);
      sub = await this.ledgerSub(rec.subscriptionId);
      const details = obj(params.schedule_details);
      if (str(details.proration_behavior) !== 'always_invoice') throw invalid("The emulator previews upgrades charged now (proration_behavior 'always_invoice')");
      [first] = this.sentPhases(details, this.phases(sub, rec).phases[0]!.start);
    } else {
      sub = await this.ledgerSub(str(params.subscription) ?? '');
      const details = obj(params.subscription_details);
      if (str(details.proration_behavior) !== 'always_invoice') throw invalid("The emulator previews upgrades charged now (proration_behavior 'always_invoice')");
      const items = list(details.items).map(obj);
      const found = this.tierOfPrice(str(items[0]?.price) ?? '');
      if (items.length !== 1 || str(items[0]!.id) !== this.subscription(sub, false).items.data[0]!.id || !found) throw invalid('The emulator previews one item changing to one of the plan prices', 'subscription_details[items]');
      first = found;
    }
    if (!first || first.tier === sub.tier) throw invalid('The emulator previews an upgrade of the current phase only');
    const { amountDueNowCents } = await this.ledger.previewTierChange(this.clock, sub.id, first.tier);
    const now = this.nowSec();
    return invoiceObject({
      id: `upcoming_${this.nextId('in')}`,
      number: null,
      customer: sub.customerId,
      subscription: sub.id,
      status: 'draft',
      amountDue: amountDueNowCents,
      amountPaid: 0,
      subtotal: amountDueNowCents,
      periodStart: now,
      periodEnd: sec(sub.currentPeriodEnd),
      created: now,
      paidAt: null,
      voidedAt: null,
      attemptCount: 0,
      nextPaymentAttempt: null,
      billingReason: 'subscription_update',
      lines: [{ description: `Remaining time on ${TIER_PLANS[first.tier].name}`, amount: amountDueNowCents }],
    });
  }

  private async ledgerInvoice(id: string): Promise<LedgerInvoice> {
    const invoice = await this.store.get('invoice', id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }

  private invoice(i: LedgerInvoice, withPayments: boolean): Stripe.Invoice {
    const created = sec(i.createdAt);
    const payments = withPayments
      ? apiList(
          i.card ? [invoicePaymentObject({ id: `inpay_${i.id}`, invoice: i.id, amount: i.amountDueCents, paid: i.status === 'paid', created, paidAt: secOrNull(i.paidAt), paymentIntent: `pi_${i.id}` })] : [],
          `/v1/invoice_payments?invoice=${i.id}`,
        )
      : undefined;
    return invoiceObject({
      id: i.id,
      number: i.number,
      customer: i.customerId,
      subscription: i.subscriptionId,
      status: i.status,
      amountDue: i.amountDueCents,
      amountPaid: i.amountPaidCents,
      subtotal: i.lines.reduce((sum, l) => sum + Math.max(0, l.amountCents), 0),
      periodStart: sec(i.periodStart),
      periodEnd: sec(i.periodEnd),
      created,
      paidAt: secOrNull(i.paidAt),
      voidedAt: this.voidedAt.get(i.id) ?? null,
      attemptCount: i.attemptCount,
      nextPaymentAttempt: secOrNull(i.nextAttemptAt),
      billingReason: 'subscription_cycle',
      lines: i.lines.map((l) => ({ description: l.description, amount: l.amountCents })),
      ...(payments ? { payments } : {}),
    });
  }

  private async listInvoices(params: Params, withPayments: boolean): Promise<Stripe.ApiList<Stripe.Invoice>> {
    const customer = str(params.customer);
    const subscription = str(params.subscription);
    const status = str(params.status);
    const owner = customer ?? (subscription ? (await this.ledgerSub(subscription)).customerId : undefined);
    const all = owner ? await this.store.list('invoice', owner) : await this.store.list('invoice');
    const shown = all
      .filter((i) => (!subscription || i.subscriptionId === subscription) && (!status || i.status === status))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return this.page(shown.map((i) => this.invoice(i, withPayments)), params, '/v1/invoices');
  }

  private async payInvoice(id: string): Promise<Stripe.Invoice> {
    const before = await this.ledgerInvoice(id);
    if (before.status !== 'open') throw invalid(`Invoice is already ${before.status}`);
    await this.ledger.retryInvoice(this.clock, id);
    const after = await this.ledgerInvoice(id);
    if (after.status !== 'paid') throw new StripeHttpError(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    return this.invoice(after, false);
  }

  private async voidInvoice(id: string): Promise<Stripe.Invoice> {
    const invoice = await this.ledgerInvoice(id);
    if (invoice.status !== 'open') throw invalid(`You can only void open invoices; this one is ${invoice.status}`);
    // The Ledger voids a subscription's open invoices when it ends; it has no single-invoice void.
    const voided: LedgerInvoice = { ...invoice, status: 'void', nextAttemptAt: null };
    await this.store.put('invoice', voided);
    this.voidedAt.set(id, this.nowSec());
    await this.store.appendEvent({ id: this.nextId('evt'), type: 'invoice.voided', object: { kind: 'invoice', id }, customerId: invoice.customerId, createdAt: this.clock });
    return this.invoice(voided, false);
  }

  private async paymentIntent(id: string, expandPm: boolean): Promise<Stripe.PaymentIntent> {
    const invoice = await this.store.get('invoice', id.replace(/^pi_/, ''));
    if (!invoice || !invoice.card) throw missing('payment_intent', id);
    const card = invoice.card;
    const pm = [...this.paymentMethods.values()].find((p) => p.customer === invoice.customerId && p.card.last4 === card.last4) ?? [...this.paymentMethods.values()].find((p) => p.card.last4 === card.last4);
    return paymentIntentObject({
      id,
      customer: invoice.customerId,
      amount: invoice.amountDueCents,
      created: sec(invoice.createdAt),
      status: invoice.status === 'paid' ? 'succeeded' : 'requires_payment_method',
      paymentMethod: pm ? (expandPm ? this.pmObject(pm) : pm.id) : null,
    });
  }

  // ——— webhooks ———

  /** Hands every Ledger event not yet sent to `deliver`, oldest first, as Stripe's signed webhook. */
  private async flush(): Promise<void> {
    for (const { seq, event } of await this.ledger.eventsAfter(this.delivered)) {
      this.delivered = seq;
      const emulated = await this.emulated(event);
      if (!emulated) continue;
      const body = JSON.stringify(eventObject(event.id, Math.floor(event.createdAt.getTime() / 1000), emulated), null, 2);
      this.eventBodies.set(event.id, body);
      await this.options.deliver(body, this.sign(body));
    }
  }

  /** The Stripe event for a Ledger event, carrying the object as it is now. */
  private async emulated(event: BillingEvent): Promise<EmulatedEvent | null> {
    switch (event.type) {
      case 'customer.created':
      case 'customer.deleted': {
        const c = await this.store.get('customer', event.object.id);
        if (!c) return null;
        return { type: event.type, object: customerObject({ id: c.id, email: c.email, name: c.name, created: this.createdOf(c.id), defaultPaymentMethod: null, metadata: { reference: c.reference } }) };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.trial_will_end':
        return { type: event.type, object: this.subscription(await this.ledgerSub(event.object.id), false) };
      case 'invoice.finalized':
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.voided':
        return { type: event.type, object: this.invoice(await this.ledgerInvoice(event.object.id), false) };
      case 'setup_intent.succeeded': {
        const pm = [...this.paymentMethods.values()].find((p) => p.ledgerCardId === event.object.id);
        const si = pm ? [...this.setupIntents.values()].find((s) => s.paymentMethod === pm.id) : undefined;
        if (si) return { type: event.type, object: this.siObject(si, false) };
        // The Ledger records the card before the emulator links it to its SetupIntent: the latest one of the customer.
        const pending = [...this.setupIntents.values()].filter((s) => s.customer === event.customerId).pop();
        return pending ? { type: event.type, object: this.siObject(pending, false) } : null;
      }
      default:
        throw new Error(`The emulator has no Stripe event for the Ledger's '${event.type}'`);
    }
  }
}

/**
 * Stripe.js as far as our card page uses it. `Stripe(pk).elements().create('card').mount(el)` puts the card
 * frame in `el`; `confirmCardSetup(clientSecret, { payment_method: { card, billing_details } })` asks the frame
 * to confirm and answers `{ setupIntent }` or `{ error }` as Stripe.js does.
 */
const stripeJsStandIn = (origin: string) => `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  const frames = new WeakMap();
  let seq = 0;
  function Stripe(pk) {
    return {
      elements() {
        return {
          create(type) {
            if (type !== 'card') throw new Error('The Stripe.js stand-in has only the card element');
            const element = {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                const frame = document.createElement('iframe');
                frame.src = ORIGIN + '/elements/card';
                frame.title = 'Secure card payment input frame';
                frame.style.border = '0';
                frame.style.width = '100%';
                frame.style.height = '24px';
                frame.style.display = 'block';
                host.appendChild(frame);
                frames.set(element, frame);
              },
              destroy() {
                frames.get(element)?.remove();
                frames.delete(element);
              },
            };
            return element;
          },
        };
      },
      confirmCardSetup(clientSecret, data) {
        const frame = frames.get(data.payment_method.card);
        const id = ++seq;
        return new Promise((resolve) => {
          const onMessage = (event) => {
            if (event.origin !== ORIGIN || !event.data || event.data.id !== id) return;
            window.removeEventListener('message', onMessage);
            resolve(event.data.result);
          };
          window.addEventListener('message', onMessage);
          frame.contentWindow.postMessage({ type: 'confirm', id, pk, clientSecret }, ORIGIN);
        });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** The card field's frame: number, expiry and CVC, confirmed here against the emulator with the publishable key. */
const CARD_FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card</title>
<style>body{margin:0;font:16px system-ui,sans-serif}.row{display:flex;gap:8px}input{border:0;outline:0;padding:0;font:inherit;min-width:0;background:transparent}#number{flex:1 1 auto}#exp{width:4.5em}#cvc{width:3em}</style></head>
<body><div class="row"><input id="number" aria-label="Card number" placeholder="Card number" inputmode="numeric" autocomplete="cc-number"><input id="exp" aria-label="Expiration date" placeholder="MM / YY" inputmode="numeric"><input id="cvc" aria-label="CVC" placeholder="CVC" inputmode="numeric"></div>
<script>
const METHODS = { '4242424242424242': 'pm_card_visa', '4000000000000341': 'pm_card_chargeCustomerFail', '4000000000000002': 'pm_card_chargeDeclined' };
const digits = (id) => document.getElementById(id).value.replace(/\\D/g, '');
window.addEventListener('message', async (event) => {
  if (event.source !== parent || !event.data || event.data.type !== 'confirm') return;
  const { id, pk, clientSecret } = event.data;
  const reply = (result) => parent.postMessage({ id, result }, event.origin);
  const number = digits('number');
  if (number.length < 15) return reply({ error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } });
  if (digits('exp').length !== 4) return reply({ error: { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." } });
  if (digits('cvc').length < 3) return reply({ error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." } });
  const method = METHODS[number];
  if (!method) return reply({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
  const res = await fetch('/v1/setup_intents/' + clientSecret.split('_secret_')[0] + '/confirm', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + pk, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_method: method, client_secret: clientSecret }),
  });
  const body = await res.json();
  reply(res.ok ? { setupIntent: body } : { error: body.error });
});
</script></body></html>`;
