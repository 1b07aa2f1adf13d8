/**
 * Stripe API objects as the loopback emulator (stripe-emulator.ts) answers them: every builder returns the
 * SDK's own type (`Stripe.Subscription`, `Stripe.Invoice` …) with every field the type requires, so `tsc`
 * checks that the emulator speaks the API version the SDK is pinned to (2026-10-28.endive). Fields this
 * product never reads are given Stripe's neutral values (null, false, empty lists).
 */
import type Stripe from 'stripe';

export const apiList = <T>(data: T[], url: string, hasMore = false): Stripe.ApiList<T> => ({ object: 'list', data, has_more: hasMore, url });

export const customerObject = (c: { id: string; email: string | null; name: string | null; created: number; defaultPaymentMethod: string | Stripe.PaymentMethod | null; metadata: Record<string, string> }): Stripe.Customer => ({
  id: c.id,
  object: 'customer',
  balance: 0,
  created: c.created,
  default_source: null,
  description: null,
  email: c.email,
  name: c.name,
  invoice_settings: { custom_fields: null, default_payment_method: c.defaultPaymentMethod, footer: null, rendering_options: null },
  livemode: false,
  metadata: c.metadata,
  shipping: null,
});

export const deletedCustomerObject = (id: string): Stripe.DeletedCustomer => ({ id, object: 'customer', deleted: true });

export interface TestCardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const paymentMethodObject = (pm: { id: string; customer: string | null; created: number; card: TestCardDetails }): Stripe.PaymentMethod => ({
  id: pm.id,
  object: 'payment_method',
  billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
  card: {
    brand: pm.card.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    display_brand: pm.card.brand,
    exp_month: pm.card.expMonth,
    exp_year: pm.card.expYear,
    funding: 'credit',
    generated_from: null,
    last4: pm.card.last4,
    networks: { available: [pm.card.brand], preferred: null },
    regulated_status: 'unregulated',
    three_d_secure_usage: { supported: true },
    wallet: null,
  },
  created: pm.created,
  customer: pm.customer,
  customer_account: null,
  livemode: false,
  metadata: {},
  type: 'card',
});

export const setupIntentObject = (si: {
  id: string;
  clientSecret: string;
  customer: string;
  created: number;
  status: Stripe.SetupIntent.Status;
  paymentMethod: string | Stripe.PaymentMethod | null;
  lastSetupError: Stripe.SetupIntent.LastSetupError | null;
}): Stripe.SetupIntent => ({
  id: si.id,
  object: 'setup_intent',
  allowed_payment_method_types: ['card'],
  application: null,
  automatic_payment_methods: null,
  cancellation_reason: null,
  client_secret: si.clientSecret,
  created: si.created,
  customer: si.customer,
  description: null,
  excluded_payment_method_types: null,
  last_setup_error: si.lastSetupError,
  latest_attempt: null,
  livemode: false,
  mandate: null,
  metadata: {},
  next_action: null,
  on_behalf_of: null,
  payment_method: si.paymentMethod,
  payment_method_configuration_details: null,
  payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
  payment_method_types: ['card'],
  single_use_mandate: null,
  status: si.status,
  usage: 'off_session',
});

export const priceObject = (p: { id: string; unitAmount: number; nickname: string; created: number }): Stripe.Price => ({
  id: p.id,
  object: 'price',
  active: true,
  billing_scheme: 'per_unit',
  created: p.created,
  currency: 'usd',
  custom_unit_amount: null,
  livemode: false,
  lookup_key: null,
  metadata: {},
  nickname: p.nickname,
  product: 'prod_listing',
  recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
  tax_behavior: 'unspecified',
  tiers_mode: null,
  transform_quantity: null,
  type: 'recurring',
  unit_amount: p.unitAmount,
  unit_amount_decimal: null,
});

const planObject = (price: Stripe.Price): Stripe.Plan => ({
  id: price.id,
  object: 'plan',
  active: true,
  amount: price.unit_amount,
  amount_decimal: null,
  billing_scheme: 'per_unit',
  created: price.created,
  currency: price.currency,
  interval: 'month',
  interval_count: 1,
  livemode: false,
  metadata: {},
  meter: null,
  nickname: price.nickname,
  product: 'prod_listing',
  tiers_mode: null,
  transform_usage: null,
  trial_period_days: null,
  usage_type: 'licensed',
});

export const subscriptionObject = (s: {
  id: string;
  customer: string;
  created: number;
  status: Stripe.Subscription.Status;
  price: Stripe.Price;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAt: number | null;
  endedAt: number | null;
  schedule: string | Stripe.SubscriptionSchedule | null;
  latestInvoice: string | null;
  metadata: Record<string, string>;
}): Stripe.Subscription => ({
  id: s.id,
  object: 'subscription',
  application: null,
  application_fee_percent: null,
  automatic_tax: { disabled_reason: null, enabled: false, liability: null },
  billing_cycle_anchor: s.trialEnd ?? s.created,
  billing_cycle_anchor_config: null,
  billing_mode: { flexible: null, type: 'classic' },
  billing_schedules: [],
  billing_thresholds: null,
  cancel_at: s.cancelAt,
  cancel_at_period_end: false,
  canceled_at: s.endedAt,
  cancellation_details: s.endedAt != null ? { comment: null, feedback: null, feedback_option: null, reason: 'cancellation_requested' } : null,
  collection_method: 'charge_automatically',
  created: s.created,
  currency: 'usd',
  customer: s.customer,
  customer_account: null,
  days_until_due: null,
  default_payment_method: null,
  default_source: null,
  description: null,
  discounts: [],
  ended_at: s.endedAt,
  invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
  items: apiList(
    [
      {
        id: `si_${s.id.slice(4)}`,
        object: 'subscription_item',
        billing_thresholds: null,
        created: s.created,
        current_period_end: s.periodEnd,
        current_period_start: s.periodStart,
        current_trial: null,
        discounts: [],
        metadata: {},
        plan: planObject(s.price),
        price: s.price,
        quantity: 1,
        subscription: s.id,
        tax_rates: [],
      },
    ],
    `/v1/subscription_items?subscription=${s.id}`,
  ),
  latest_invoice: s.latestInvoice,
  livemode: false,
  managed_payments: null,
  metadata: s.metadata,
  next_pending_invoice_item_invoice: null,
  on_behalf_of: null,
  pause_collection: null,
  payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
  pending_invoice_item_interval: null,
  pending_setup_intent: null,
  pending_update: null,
  schedule: s.schedule,
  start_date: s.created,
  status: s.status,
  test_clock: null,
  transfer_data: null,
  trial_end: s.trialEnd,
  trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
  trial_start: s.trialStart,
});

export interface PhaseShape {
  start: number;
  end: number;
  price: string;
  trial: boolean;
  coupon: string | null;
  metadata: Record<string, string>;
}

export const scheduleObject = (s: {
  id: string;
  customer: string;
  created: number;
  status: Stripe.SubscriptionSchedule.Status;
  currentPhase: { start: number; end: number } | null;
  endBehavior: Stripe.SubscriptionSchedule.EndBehavior;
  phases: PhaseShape[];
  releasedAt: number | null;
  canceledAt: number | null;
  subscription: string;
  metadata: Record<string, string>;
}): Stripe.SubscriptionSchedule => ({
  id: s.id,
  object: 'subscription_schedule',
  application: null,
  billing_mode: { flexible: null, type: 'classic' },
  canceled_at: s.canceledAt,
  completed_at: null,
  created: s.created,
  current_phase: s.currentPhase ? { start_date: s.currentPhase.start, end_date: s.currentPhase.end } : null,
  customer: s.customer,
  customer_account: null,
  default_settings: {
    application_fee_percent: null,
    billing_cycle_anchor: 'automatic',
    billing_thresholds: null,
    collection_method: 'charge_automatically',
    default_payment_method: null,
    description: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, days_until_due: null, description: null, footer: null, issuer: { type: 'self' } },
    on_behalf_of: null,
    transfer_data: null,
  },
  end_behavior: s.endBehavior,
  livemode: false,
  metadata: s.metadata,
  pause_schedules: [],
  phases: s.phases.map(
    (p): Stripe.SubscriptionSchedule.Phase => ({
      add_invoice_items: [],
      application_fee_percent: null,
      billing_cycle_anchor: null,
      billing_thresholds: null,
      collection_method: null,
      currency: 'usd',
      default_payment_method: null,
      description: null,
      discounts: p.coupon ? [{ coupon: p.coupon, discount: null, promotion_code: null }] : [],
      end_date: p.end,
      invoice_settings: null,
      items: [{ billing_thresholds: null, discounts: [], metadata: {}, plan: p.price, price: p.price, quantity: 1 }],
      metadata: p.metadata,
      on_behalf_of: null,
      proration_behavior: 'create_prorations',
      start_date: p.start,
      transfer_data: null,
      trial: p.trial,
      trial_end: p.trial ? p.end : null,
    }),
  ),
  released_at: s.releasedAt,
  released_subscription: s.releasedAt != null ? s.subscription : null,
  status: s.status,
  subscription: s.releasedAt != null ? null : s.subscription,
  test_clock: null,
});

export const paymentIntentObject = (pi: { id: string; customer: string; amount: number; created: number; status: Stripe.PaymentIntent.Status; paymentMethod: string | Stripe.PaymentMethod | null }): Stripe.PaymentIntent => ({
  id: pi.id,
  object: 'payment_intent',
  allowed_payment_method_types: ['card'],
  amount: pi.amount,
  amount_capturable: 0,
  amount_received: pi.status === 'succeeded' ? pi.amount : 0,
  application: null,
  application_fee_amount: null,
  automatic_payment_methods: null,
  canceled_at: null,
  cancellation_reason: null,
  capture_method: 'automatic',
  client_secret: `${pi.id}_secret_emulated`,
  confirmation_method: 'automatic',
  created: pi.created,
  currency: 'usd',
  customer: pi.customer,
  customer_account: null,
  description: 'Subscription update',
  excluded_payment_method_types: null,
  last_payment_error: null,
  latest_charge: null,
  livemode: false,
  managed_payments: null,
  metadata: {},
  next_action: null,
  on_behalf_of: null,
  payment_method: pi.paymentMethod,
  payment_method_configuration_details: null,
  payment_method_options: null,
  payment_method_types: ['card'],
  payment_record: null,
  processing: null,
  receipt_email: null,
  review: null,
  setup_future_usage: 'off_session',
  shipping: null,
  source: null,
  statement_descriptor: null,
  statement_descriptor_suffix: null,
  status: pi.status,
  transfer_group: null,
});

export const invoiceObject = (i: {
  id: string;
  number: string | null;
  customer: string;
  subscription: string | null;
  status: Stripe.Invoice.Status;
  amountDue: number;
  amountPaid: number;
  subtotal: number;
  periodStart: number;
  periodEnd: number;
  created: number;
  paidAt: number | null;
  voidedAt: number | null;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  billingReason: Stripe.Invoice.BillingReason;
  lines: { description: string; amount: number }[];
  payments?: Stripe.ApiList<Stripe.InvoicePayment>;
}): Stripe.Invoice => ({
  id: i.id,
  object: 'invoice',
  account_country: 'US',
  account_name: 'Upstate Wedding Directory',
  account_tax_ids: null,
  amount_due: i.amountDue,
  amount_overpaid: 0,
  amount_paid: i.amountPaid,
  amount_remaining: i.amountDue - i.amountPaid,
  amount_shipping: 0,
  application: null,
  attempt_count: i.attemptCount,
  attempted: i.attemptCount > 0,
  automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
  automatically_finalizes_at: null,
  billing_reason: i.billingReason,
  collection_method: 'charge_automatically',
  created: i.created,
  currency: 'usd',
  custom_fields: null,
  customer: i.customer,
  customer_account: null,
  customer_address: null,
  customer_email: null,
  customer_name: null,
  customer_phone: null,
  customer_shipping: null,
  customer_tax_exempt: 'none',
  default_payment_method: null,
  default_source: null,
  default_tax_rates: [],
  description: null,
  discounts: [],
  due_date: null,
  effective_at: i.created,
  ending_balance: 0,
  footer: null,
  from_invoice: null,
  issuer: { type: 'self' },
  last_finalization_error: null,
  latest_revision: null,
  lines: apiList(
    i.lines.map(
      (line, n): Stripe.InvoiceLineItem => ({
        id: `il_${i.id.slice(3)}_${n}`,
        object: 'line_item',
        amount: line.amount,
        currency: 'usd',
        description: line.description,
        discount_amounts: [],
        discountable: true,
        discounts: [],
        invoice: i.id,
        livemode: false,
        metadata: {},
        parent: null,
        period: { start: i.periodStart, end: i.periodEnd },
        pretax_credit_amounts: [],
        pricing: null,
        quantity: 1,
        quantity_decimal: null,
        subscription: i.subscription,
        subtotal: line.amount,
        taxes: [],
      }),
    ),
    `/v1/invoices/${i.id}/lines`,
  ),
  livemode: false,
  metadata: {},
  next_payment_attempt: i.nextPaymentAttempt,
  number: i.number,
  on_behalf_of: null,
  parent: i.subscription ? { quote_details: null, subscription_details: { metadata: {}, subscription: i.subscription }, type: 'subscription_details' } : null,
  payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
  ...(i.payments ? { payments: i.payments } : {}),
  period_end: i.periodEnd,
  period_start: i.periodStart,
  post_payment_credit_notes_amount: 0,
  pre_payment_credit_notes_amount: 0,
  receipt_number: null,
  rendering: null,
  shipping_cost: null,
  shipping_details: null,
  starting_balance: 0,
  statement_descriptor: null,
  status: i.status,
  status_transitions: { finalized_at: i.status === 'draft' ? null : i.created, marked_uncollectible_at: null, paid_at: i.paidAt, voided_at: i.voidedAt },
  subtotal: i.subtotal,
  subtotal_excluding_tax: i.subtotal,
  test_clock: null,
  total: i.amountDue,
  total_discount_amounts: [],
  total_excluding_tax: i.amountDue,
  total_pretax_credit_amounts: [],
  total_taxes: [],
  webhooks_delivered_at: i.created,
});

export const invoicePaymentObject = (p: { id: string; invoice: string; amount: number; paid: boolean; created: number; paidAt: number | null; paymentIntent: string }): Stripe.InvoicePayment => ({
  id: p.id,
  object: 'invoice_payment',
  amount_paid: p.paid ? p.amount : null,
  amount_requested: p.amount,
  created: p.created,
  currency: 'usd',
  invoice: p.invoice,
  is_default: true,
  livemode: false,
  payment: { type: 'payment_intent', payment_intent: p.paymentIntent },
  status: p.paid ? 'paid' : 'open',
  status_transitions: { canceled_at: null, paid_at: p.paidAt },
});

const eventBase = (id: string, created: number) => ({
  id,
  object: 'event' as const,
  api_version: '2026-10-28.endive',
  created,
  livemode: false,
  pending_webhooks: 1,
  request: null,
});

/** An event as Stripe sends it: the object's state when the event happened, typed per event type. */
export type EmulatedEvent =
  | { type: 'customer.created' | 'customer.deleted'; object: Stripe.Customer }
  | { type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted' | 'customer.subscription.trial_will_end'; object: Stripe.Subscription }
  | { type: 'invoice.finalized' | 'invoice.paid' | 'invoice.payment_failed' | 'invoice.voided'; object: Stripe.Invoice }
  | { type: 'setup_intent.succeeded'; object: Stripe.SetupIntent };

export const eventObject = (id: string, created: number, e: EmulatedEvent): Stripe.Event => {
  const base = eventBase(id, created);
  switch (e.type) {
    case 'customer.created':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.CustomerCreatedEvent;
    case 'customer.deleted':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.CustomerDeletedEvent;
    case 'customer.subscription.created':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.CustomerSubscriptionCreatedEvent;
    case 'customer.subscription.updated':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.CustomerSubscriptionUpdatedEvent;
    case 'customer.subscription.deleted':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.CustomerSubscriptionDeletedEvent;
    case 'customer.subscription.trial_will_end':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.CustomerSubscriptionTrialWillEndEvent;
    case 'invoice.finalized':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.InvoiceFinalizedEvent;
    case 'invoice.paid':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.InvoicePaidEvent;
    case 'invoice.payment_failed':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.InvoicePaymentFailedEvent;
    case 'invoice.voided':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.InvoiceVoidedEvent;
    case 'setup_intent.succeeded':
      return { ...base, type: e.type, data: { object: e.object } } satisfies Stripe.SetupIntentSucceededEvent;
  }
};

/** Stripe's error body. */
export const errorBody = (status: number, error: { type: string; message: string; code?: string; decline_code?: string; param?: string }) => ({ status, body: { error } });
