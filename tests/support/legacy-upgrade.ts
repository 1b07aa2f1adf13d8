import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '../../application/ports/unit-of-work.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import type { CardSummary } from '../../domain/payments/card.ts';

/**
 * An upgrade request as POST /api/upgrades stored them before plans ran on the processor (issue 37): a
 * pending request with a card summary, for an admin to apply or decline. None is made any more; those made
 * before stay the admin's to process.
 */
export const legacyUpgradeRequest = async (
  /** A test app's container, or a running site (anything that hands out the site's ports). */
  t: { container: { get<T>(token: symbol): T } } | { get<T>(token: symbol): T },
  vendor: { id: string; slug: string; name: string },
  tier: 'featured' | 'premier',
  card: Partial<CardSummary> = {},
  at = new Date(),
): Promise<string> => {
  const id = randomUUID().replace(/-/g, '').slice(0, 26);
  const paymentMethodId = randomUUID().replace(/-/g, '').slice(0, 26);
  const uow = 'container' in t ? t.container.get<UnitOfWork>(TOKENS.UnitOfWork) : t.get<UnitOfWork>(TOKENS.UnitOfWork);
  await uow.run(async (r) => {
    await r.paymentMethods.create(paymentMethodId, { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, cardholderName: 'Ann Lee', ...card }, at);
    const created = await r.upgradeRequests.create({ id, vendorId: vendor.id, slug: vendor.slug, businessName: vendor.name, email: `billing@${vendor.slug}.example`, tier, paymentMethodId, status: 'pending', createdAt: at });
    if (!created) throw new Error(`A pending upgrade request exists for ${vendor.slug}`);
  });
  return id;
};
