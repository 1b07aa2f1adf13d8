import { Hono, type Context } from 'hono';
import { GetRevenue, GrantFreeMonths } from '../../../application/billing/admin-billing.ts';
import { ListRecentPlanChanges } from '../../../application/billing/recent-plan-changes.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import * as api from '../../../domain/billing/admin-billing-api.ts';
import { adminPlanChangesRoute } from '../../../domain/billing/plan-changes-api.ts';
import { currentUser, requireAdmin, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';
import { errorBody } from '../errors.ts';

const ADMIN_BILLING_USE_CASES = { revenue: GetRevenue, grant: GrantFreeMonths, planChanges: ListRecentPlanChanges };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local test processor's test clock, as the admin panel moves it (absent with Stripe). */
export interface TestClock {
  now(): Promise<Date>;
  advance(ms: number): Promise<Date>;
  /** The app's own clock, to say how far ahead the test clock is. */
  appNow(): Date;
}

const privately = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * The admins' side of billing (issue 37 §7), served from domain/billing/admin-billing-api.ts: revenue at a
 * glance, free months for a vendor, and — with the local test processor only — its test clock (a 404 with
 * Stripe, whose test clocks live in its dashboard).
 */
export const adminBillingRoutes = (use: UseCases, processor: 'stripe' | 'local', testClock: TestClock | null) => {
  const u = resolveAll(use, ADMIN_BILLING_USE_CASES);
  const r = new Hono<AuthEnv>();

  serve(
    r,
    api.adminRevenueRoute,
    async (c) => {
      privately(c);
      // With the local test processor, figures are as of its test clock (where its invoices were paid).
      const now = testClock ? await testClock.now() : undefined;
      return { success: true, revenue: { ...(await u.revenue.execute(api.REVENUE_MONTHS, now)), processor } };
    },
    requireAdmin,
  );

  // 'Plan changes' on the dashboard (issue 37 §2), where the admins' 'Plan changed' email links.
  serve(
    r,
    adminPlanChangesRoute,
    async (c) => {
      privately(c);
      const changes = await u.planChanges.execute();
      return {
        success: true,
        planChanges: changes.map((p) => ({
          _id: p.id,
          vendor: { _id: p.vendor.id, name: p.vendor.name, slug: p.vendor.slug },
          kind: p.kind,
          fromTier: p.fromTier,
          toTier: p.toTier,
          changedAt: p.changedAt.toISOString(),
          effectiveAt: p.effectiveAt.toISOString(),
        })),
      };
    },
    requireAdmin,
  );

  serve(
    r,
    api.grantFreeMonthsRoute,
    async (c, { params, body }) => {
      const granted = await u.grant.execute(currentUser(c), params.id, body);
      return { success: true, message: api.freeMonthsGranted(body.months, granted.businessName), freeUntil: granted.freeUntil?.toISOString() ?? null };
    },
    requireAdmin,
  );

  const clockOf = async (clock: TestClock) => {
    const now = await clock.now();
    return { now: now.toISOString(), offsetDays: Math.round(((now.getTime() - clock.appNow().getTime()) / DAY_MS) * 10) / 10 };
  };
  const onlyLocal = async (c: Context<AuthEnv>, next: () => Promise<void>) => {
    if (!testClock) return c.json(errorBody('NOT_FOUND', 'The test clock belongs to the local test processor'), 404);
    await next();
  };

  serve(
    r,
    api.testClockRoute,
    async (c) => {
      privately(c);
      return { success: true, clock: await clockOf(testClock!) };
    },
    requireAdmin,
    onlyLocal,
  );

  serve(
    r,
    api.advanceTestClockRoute,
    async (c, { body }) => {
      await testClock!.advance(body.days * DAY_MS);
      return { success: true, clock: await clockOf(testClock!) };
    },
    requireAdmin,
    onlyLocal,
  );

  return r;
};
