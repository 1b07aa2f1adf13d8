import { DomainError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { AdminReadRepository, AdminStats, AdminUpgradeRequest } from '../ports/admin-repositories.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { PlanCancellation } from '../ports/subscription-repository.ts';
import { UPGRADE_ALREADY_PROCESSED } from '../subscriptions/upgrades.ts';

/** The admin dashboard's counts. */
export class GetAdminStats {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(): Promise<AdminStats> {
    return this.reads.stats();
  }
}

export class ListUpgradeRequests {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(status: 'all' | 'pending' | 'applied' | 'rejected'): Promise<AdminUpgradeRequest[]> {
    return this.reads.listUpgradeRequests(status === 'all' ? undefined : status);
  }
}

/** How many plan cancellations the admin dashboard lists. */
export const RECENT_CANCELLATIONS_LIMIT = 20;

/** 'Recent cancellations' on the admin dashboard: the plans vendors cancelled, newest first (issue 36). */
export class ListRecentCancellations {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(): Promise<PlanCancellation[]> {
    return this.reads.listRecentCancellations(RECENT_CANCELLATIONS_LIMIT);
  }
}

/** Declining an upgrade request (applying one is ApplyUpgrade). */
export class RejectUpgrade {
  static readonly inject = ['UnitOfWork', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'outbox' | 'ownership' | 'upgradeRequests' | 'users'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<void> {
    const now = this.clock.now();
    await this.uow.run(async (r) => {
      const request = await r.upgradeRequests.find(id);
      if (!request) throw new DomainError('NOT_FOUND', 'Upgrade request not found');
      if (!(await r.upgradeRequests.markProcessed(id, 'rejected', now))) throw new DomainError('CONFLICT', UPGRADE_ALREADY_PROCESSED);
      // The vendor was promised an email either way: to the owner's account email.
      const ownerId = request.vendorId ? await r.ownership.ownerOf(request.vendorId) : null;
      const owner = ownerId ? await r.users.findById(ownerId) : null;
      if (!owner) return;
      const businessName = (request.vendorId ? await r.ownership.vendorName(request.vendorId) : null) ?? request.businessName;
      await r.outbox.add(
        outboxEmail(this.ids.next(), now, { template: 'upgrade-declined', to: owner.email, data: { businessName, tier: request.tier }, idempotencyKey: `upgrade-declined:${request.id}` }),
      );
    });
  }
}
