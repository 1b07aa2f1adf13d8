import { RECENT_PLAN_CHANGES_LIMIT } from '../../domain/billing/plan-changes-api.ts';
import type { AdminReadRepository } from '../ports/admin-repositories.ts';
import type { PlanChangeEntry } from '../ports/subscription-repository.ts';

/** 'Plan changes' on the admin dashboard: the changes vendors made to their own plan, newest first (issue 37 §2). */
export class ListRecentPlanChanges {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(): Promise<PlanChangeEntry[]> {
    return this.reads.listRecentPlanChanges(RECENT_PLAN_CHANGES_LIMIT);
  }
}
