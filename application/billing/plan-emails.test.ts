import { describe, expect, it } from 'vitest';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { CollectingOutbox, InMemoryTransactions, InMemoryUnitOfWork } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { InMemoryUserRepository } from '../../tests/support/fakes/in-memory-user-repository.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { PlanEmails } from './plan-emails.ts';

const BASE_URL = 'https://upstateweddingdirectory.com';

const world = async () => {
  const vendors = new InMemoryVendors();
  const users = new InMemoryUserRepository();
  const outbox = new CollectingOutbox();
  vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', ownerUserId: 'owner_barn' }));
  vendors.add(aVendor('vendor_unclaimed', { name: 'Riverside Lawn' }));
  await users.create(aUser('owner_barn', { email: 'owner@barn.example', vendorId: 'vendor_barn' }));
  const uow = new InMemoryUnitOfWork({ outbox, ownership: vendors.ownership, users }, ['outbox', 'ownership', 'users'] as const, new InMemoryTransactions([outbox]));
  return { outbox, uow, emails: new PlanEmails(new SequentialIds(), { publicBaseUrl: BASE_URL }), now: new FixedClock().now() };
};

describe('PlanEmails', () => {
  it('queues the owner the emails written for the business name, each linking the Billing tab', async () => {
    const { outbox, uow, emails, now } = await world();
    await uow.run((r) =>
      emails.toOwner(r, 'vendor_barn', now, ({ businessName, billingLink }) => [
        { template: 'free-months', data: { businessName, months: 2, freeUntil: null, billingLink }, idempotencyKey: 'free-months:g1' },
      ]),
    );
    expect(outbox.emails()).toEqual([
      {
        template: 'free-months',
        to: 'owner@barn.example',
        data: { businessName: 'Magnolia Barn', months: 2, freeUntil: null, billingLink: `${BASE_URL}/vendor/dashboard?tab=billing` },
        idempotencyKey: 'free-months:g1',
      },
    ]);
    expect(outbox.messages.map((m) => m.availableAt)).toEqual([now]);
  });

  it('queues nothing, and writes no email, for a listing nobody owns', async () => {
    const { outbox, uow, emails, now } = await world();
    let written = 0;
    await uow.run((r) =>
      emails.toOwner(r, 'vendor_unclaimed', now, () => {
        written++;
        return [];
      }),
    );
    expect(outbox.messages).toEqual([]);
    expect(written).toBe(0);
  });
});
