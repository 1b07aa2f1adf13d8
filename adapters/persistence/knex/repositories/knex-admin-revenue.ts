import type { Knex } from 'knex';
import type { RevenueFigures } from '../../../../application/ports/admin-repositories.ts';
import { dialectOf } from '../connection.ts';
import { num, type Row } from '../rows.ts';

/** The start of the UTC month `back` months before `now`'s. */
const monthStart = (now: Date, back: number): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));

/**
 * Revenue at a glance (issue 37 §7) from our mirror of the processor (migration 036): the plans by status
 * (one grouped read of `subscriptions`, a row per vendor) and the paid invoices grouped by the UTC month of
 * their payment (`invoices_status_paid_idx`). A paid plan is a row whose tier is not free: a cancelled plan
 * is back on free.
 */
export const readRevenue = async (knex: Knex, now: Date, months: number): Promise<RevenueFigures> => {
  const weekAhead = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  const plans = (await knex('subscriptions')
    .whereIn('status', ['trialing', 'active', 'past_due'])
    .whereNot('tier', 'free')
    .select('status')
    .count({ n: '*' })
    .sum({ cents: 'monthly_price_cents' })
    .sum({ ending: knex.raw('CASE WHEN status = ? AND trial_ends_at > ? AND trial_ends_at <= ? THEN 1 ELSE 0 END', ['trialing', now, weekAhead]) })
    .groupBy('status')) as Row[];
  const of = (status: string) => plans.find((p) => p.status === status);

  const since = monthStart(now, months - 1);
  const month =
    dialectOf(knex) === 'mysql' ? knex.raw("DATE_FORMAT(paid_at, '%Y-%m')") : knex.raw("strftime('%Y-%m', paid_at / 1000, 'unixepoch')");
  const paid = (await knex('invoices')
    .where('status', 'paid')
    .where('paid_at', '>=', since)
    .select({ month })
    .count({ n: '*' })
    .sum({ cents: 'amount_paid_cents' })
    .groupBy(knex.raw('1'))) as Row[];
  const byMonth = new Map(paid.map((r) => [String(r.month), r]));

  return {
    mrrCents: num(of('active')?.cents) + num(of('past_due')?.cents),
    paidPlans: num(of('active')?.n),
    trials: num(of('trialing')?.n),
    trialMrrCents: num(of('trialing')?.cents),
    pastDue: num(of('past_due')?.n),
    trialsEndingIn7Days: num(of('trialing')?.ending),
    months: Array.from({ length: months }, (_, i) => {
      const key = monthStart(now, months - 1 - i).toISOString().slice(0, 7);
      const r = byMonth.get(key);
      return { month: key, paidCents: num(r?.cents), invoices: num(r?.n) };
    }),
  };
};
