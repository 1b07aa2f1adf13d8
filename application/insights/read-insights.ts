import { counterDay, inquiryDays, nyDay, periodEndingOn, siteInsightsOf, utcStartOf, vendorInsightsOf, type DayMetrics } from '../../domain/insights/counting.ts';
import type { InsightPeriod, SiteInsights, VendorInsights } from '../../domain/insights/insights-api.ts';
import type { User } from '../../domain/identity/user.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { InsightsRepository } from '../ports/insights.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { findManagedVendor } from '../vendors/vendor-access.ts';

/**
 * The vendor's Insights tab (issue 18 §2), for the listing's owner or an admin: the daily counters (views,
 * list appearances, contact clicks) and, from the inquiries, those delivered (spam-held and unconfirmed
 * ones never are), first replies on the day they were sent, and 'Booked' — the inquiries marked booked,
 * on the day the inquiry arrived (no booking date is stored; a cohort figure does not move a booking
 * between periods when the vendor marks it later).
 */
export class GetVendorInsights {
  static readonly inject = ['VendorRepository', 'InsightsRepository', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly insights: InsightsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, idOrSlug: string, days: InsightPeriod): Promise<VendorInsights> {
    const vendor = await findManagedVendor(this.vendors, user, idOrSlug);
    const today = nyDay(this.clock.now());
    const p = periodEndingOn(today, days);
    const [counters, inquiries] = await Promise.all([
      this.insights.vendorDailyCounts(vendor.id, p.previousFrom, p.to),
      this.insights.vendorInquiries(vendor.id, utcStartOf(p.previousFrom)),
    ]);
    const dayMetrics: DayMetrics[] = [...counters.map(counterDay), ...inquiries.flatMap(inquiryDays)];
    return vendorInsightsOf(days, today, dayMetrics);
  }
}

/** The admins' site-wide figures (issue 18 §7): views, inquiries and booked per week, overall and by category. */
export class GetSiteInsights {
  static readonly inject = ['InsightsRepository', 'CategoryRepository', 'Clock'] as const;
  constructor(
    private readonly insights: InsightsRepository,
    private readonly categories: CategoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(days: InsightPeriod): Promise<SiteInsights> {
    const today = nyDay(this.clock.now());
    const p = periodEndingOn(today, days);
    const [categories, views, inquiries] = await Promise.all([
      this.categories.listWithVendorCounts(),
      this.insights.countsByCategory('profile_view', p.from, p.to),
      this.insights.inquiriesByCategory(utcStartOf(p.from)),
    ]);
    const byCategory = new Map<string, DayMetrics[]>();
    const add = (categoryId: string, d: DayMetrics) => {
      const list = byCategory.get(categoryId);
      if (list) list.push(d);
      else byCategory.set(categoryId, [d]);
    };
    for (const v of views) add(v.categoryId, { day: v.day, views: v.count });
    for (const i of inquiries) add(i.categoryId, { day: nyDay(i.deliveredAt), inquiries: 1, booked: i.booked ? 1 : 0 });
    return siteInsightsOf(days, today, categories, byCategory);
  }
}
