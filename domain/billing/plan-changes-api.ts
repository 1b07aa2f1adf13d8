/**
 * 'Plan changes' on the admin dashboard (issue 37 §2): the vendors' own changes of plan, newest first —
 * where the admins' 'Plan changed' email links (/admin#plan-changes). Each change is kept when it is made
 * (the subscription row holds only the plan as it is now).
 */
import { z } from 'zod';
import { isoTime, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import type { Tier } from '../subscriptions/tiers.ts';
import type { PaidTier } from './billing.ts';

/**
 * What the change was: `start` a paid plan from the free tier (with its trial, or paid at once on a restart),
 * `up` (Featured → Premier, at once), `down` (Premier → Featured, at the end of the paid period), `keep`
 * (the plan held asked for again: the move waiting for the period's end is withdrawn).
 */
export const PLAN_CHANGE_KINDS = ['start', 'up', 'down', 'keep'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

/** The kind of a change from `from` (the tier in force; 'free' without a running plan) to `to`. */
export const planChangeKind = (from: Tier, to: PaidTier): PlanChangeKind =>
  from === 'free' ? 'start' : from === to ? 'keep' : to === 'premier' ? 'up' : 'down';

/** How many changes the dashboard lists. */
export const RECENT_PLAN_CHANGES_LIMIT = 20;

const tier = z.enum(['free', 'featured', 'premier']);

export const adminPlanChangeSchema = z.object({
  _id: z.string(),
  vendor: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  kind: z.enum(PLAN_CHANGE_KINDS),
  /** The tier in force before ('free' for a plan started from the free listing). */
  fromTier: tier,
  toTier: z.enum(['featured', 'premier']),
  changedAt: isoTime,
  /** When the listing is on `toTier`: at once, the end of the paid period for a move down. */
  effectiveAt: isoTime,
});
export type AdminPlanChangeDto = z.infer<typeof adminPlanChangeSchema>;

/** GET /api/admin/billing/plan-changes: admins only. */
export const adminPlanChangesRoute = defineRoute({
  method: 'GET',
  path: '/admin/billing/plan-changes',
  answer: okSchema.extend({ planChanges: z.array(adminPlanChangeSchema) }),
});
