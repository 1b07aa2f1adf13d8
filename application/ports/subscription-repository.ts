import type { Subscription } from '../../domain/subscriptions/subscription.ts';
import type { UpgradeTier } from '../../domain/subscriptions/upgrade-request.ts';
import type { PlanChangeKind } from '../../domain/billing/plan-changes-api.ts';
import type { Tier } from '../../domain/subscriptions/tiers.ts';

export interface UpgradeRequest {
  id: string;
  vendorId: string | null;
  slug: string | null;
  businessName: string;
  email: string;
  tier: UpgradeTier;
  paymentMethodId: string | null;
  status: 'pending' | 'applied' | 'rejected';
  createdAt: Date;
}

/** A subscription whose "first payment in 7 days" reminder is due, with what the email needs. */
export interface DueReminder {
  vendorId: string;
  subscription: Subscription;
  businessName: string;
  email: string | null;
  cardLast4: string | null;
}

export interface SubscriptionRepository {
  /** The vendor's subscription; none stored means the free tier. */
  find(vendorId: string): Promise<Subscription | null>;
  save(vendorId: string, subscription: Subscription, paymentMethodId: string | null | undefined, now: Date): Promise<void>;
  /** Trialing subscriptions whose trial ends before `horizon`, not yet reminded, oldest first. */
  dueReminders(now: Date, horizon: Date, limit: number): Promise<DueReminder[]>;
  /** Marks the reminder sent unless it already was; true when this call marked it (exactly-once). */
  claimReminder(vendorId: string, now: Date): Promise<boolean>;
  /** Vendors whose paid plan was cancelled for an instant at or before `now` and still runs, oldest first. */
  dueCancellations(now: Date, limit: number): Promise<string[]>;
  /**
   * Vendors whose paid plan is written here but not yet started at the processor although they have a
   * customer there (an approval whose processor call failed): the sweep starts them, oldest first.
   */
  pendingProcessorStarts(limit: number): Promise<string[]>;
  /**
   * Vendors on a paid plan from before billing was real (no processor subscription) whose trial is over at
   * `now` and that have no card on file: their first payment is due and nothing can pay it.
   */
  cardlessPlansDue(now: Date, limit: number): Promise<string[]>;
  /** Vendors whose plan from before billing has been due with no card since `before` or earlier, oldest first. */
  cardDueSince(before: Date, limit: number): Promise<string[]>;
  /** Vendors on a paid plan from before billing was real: no processor subscription and no processor customer. */
  unbilledPaidPlans(limit: number): Promise<string[]>;
  /** Vendors whose billed plan has been past due since `before` or earlier, oldest first. */
  pastDueSince(before: Date, limit: number): Promise<string[]>;
  /** Keeps a vendor's cancel for the admins' 'Recent cancellations' (the row itself forgets the plan once it ends). */
  recordCancellation(vendorId: string, tier: UpgradeTier, cancelledAt: Date, endsAt: Date): Promise<void>;
  /** Keeps a vendor's own change of plan for the admins' 'Plan changes' (issue 37 §2). */
  recordPlanChange(vendorId: string, change: NewPlanChange): Promise<void>;
}

/** A vendor's own change of plan, as it is kept: from the tier in force to the tier asked for. */
export interface NewPlanChange {
  kind: PlanChangeKind;
  fromTier: Tier;
  toTier: UpgradeTier;
  changedAt: Date;
  /** When the listing is on `toTier` (the end of the paid period for a move down). */
  effectiveAt: Date;
}

/** A change of plan as the admin dashboard lists it. */
export interface PlanChangeEntry extends NewPlanChange {
  id: string;
  vendor: { id: string; name: string; slug: string };
}

/** A plan a vendor cancelled, as the admin dashboard lists it. */
export interface PlanCancellation {
  id: string;
  vendor: { id: string; name: string; slug: string };
  tier: UpgradeTier;
  cancelledAt: Date;
  endsAt: Date;
}

export interface UpgradeRequestRepository {
  /** Stores the request; false (nothing stored) when it is pending and the listing already has a pending one. */
  create(request: UpgradeRequest): Promise<boolean>;
  find(id: string): Promise<UpgradeRequest | null>;
  /** The listing's pending request, if any. */
  findPending(vendorId: string): Promise<UpgradeRequest | null>;
  /** Closes a pending request, atomically: false when it was no longer pending (another admin was first). */
  markProcessed(id: string, status: 'applied' | 'rejected', now: Date): Promise<boolean>;
}
