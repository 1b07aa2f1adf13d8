import type { User } from '../../domain/identity/user.ts';
import type { ContactStatus, ContactType } from '../../domain/contact/contact-message.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import { OwnerProvisioning } from '../identity/provision-vendor-owner.ts';
import type { AdminContactMessage, AdminReadRepository } from '../ports/admin-repositories.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

const messageNotFound = () => new DomainError('NOT_FOUND', 'Message not found');

export class ListContactMessages {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(q: { status?: ContactStatus; type?: ContactType; page: number; limit: number }): Promise<Page<AdminContactMessage>> {
    return this.reads.listContactMessages(q);
  }
}

/** An admin moves a message along (new → in progress → resolved / archived) and keeps notes on it. */
export class UpdateContactStatus {
  static readonly inject = ['UnitOfWork', 'AdminReadRepository', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'contactMessages'>,
    private readonly reads: AdminReadRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, change: { status: ContactStatus; notes?: string | null }): Promise<AdminContactMessage> {
    await this.uow.run(async (r) => {
      if (!(await r.contactMessages.findById(id))) throw messageNotFound();
      await r.contactMessages.update(id, change, this.clock.now());
    });
    const message = await this.reads.findContactMessage(id);
    if (!message) throw messageNotFound();
    return message;
  }
}

/**
 * Granting a claim request: the claimant's email becomes the owner of the chosen listing and is emailed
 * a login link; refused (409) when the listing already has a different owner. The message is resolved and
 * remembers the listing.
 */
export class GrantClaim {
  static readonly inject = ['UnitOfWork', OwnerProvisioning, 'AdminReadRepository', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'contactMessages' | 'loginTokens' | 'outbox' | 'ownership' | 'users'>,
    private readonly provisionOwner: OwnerProvisioning,
    private readonly reads: AdminReadRepository,
    private readonly clock: Clock,
  ) {}

  async execute(admin: User, messageId: string, vendorId: string): Promise<AdminContactMessage> {
    const now = this.clock.now();
    await this.uow.run(async (r) => {
      const message = await r.contactMessages.findById(messageId);
      if (!message) throw messageNotFound();
      if (message.type !== 'CLAIM_REQUEST') throw new DomainError('CONFLICT', 'Only a claim request can be granted.');
      const vendorName = await r.ownership.vendorName(vendorId);
      if (vendorName === null) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
      await this.provisionOwner.provision(r, { vendorId, email: message.email, reason: 'claim', ownerName: message.name });
      const line = `Claim granted for ${vendorName} by ${admin.email} on ${now.toISOString().slice(0, 10)}.`;
      await r.contactMessages.update(messageId, { status: 'resolved', vendorId, notes: message.notes ? `${message.notes}\n${line}` : line }, now);
    });
    const message = await this.reads.findContactMessage(messageId);
    if (!message) throw messageNotFound();
    return message;
  }
}
