/**
 * The embedded demo's paid listings billed by the local test processor (issue 37): each paid plan the demo
 * seed writes gets a processor customer with Stripe's test card 4242 4242 4242 4242, and the plan is
 * started there (its trial long over, so its first invoice is paid at once), so the Billing tab, the
 * invoices and the admin's revenue show real figures. Only with the local test processor; idempotent.
 */
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { BillingProcessor } from '../ports/billing-processor.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { StartProcessorPlan } from './processor-plans.ts';

export class BillDemoPlans {
  static readonly inject = ['BillingProcessor', 'UnitOfWork', 'VendorRepository', StartProcessorPlan, 'Clock'] as const;
  constructor(
    private readonly processor: BillingProcessor,
    private readonly uow: UnitOfWork<'billing' | 'subscriptions'>,
    private readonly vendors: VendorRepository,
    private readonly startPlan: StartProcessorPlan,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ billed: number }> {
    if (this.processor.mode !== 'local') throw new DomainError('CONFLICT', 'Demo plans are billed by the local test processor only');
    const unbilled = await this.uow.run((r) => r.subscriptions.unbilledPaidPlans(500));
    let billed = 0;
    for (const vendorId of unbilled) {
      const vendor = await this.vendors.findBySlugOrId(vendorId);
      if (!vendor) continue;
      const customerId = await this.processor.createCustomer({ email: vendor.email ?? `billing+${vendor.slug}@example.com`, name: vendor.name, reference: `vendor:${vendorId}` }, `demo:${vendorId}`);
      const card = await this.processor.confirmCard(customerId, { kind: 'local', card: { cardholderName: vendor.name, cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } });
      await this.uow.run((r) => r.billing.saveCustomer({ processorCustomerId: customerId, applicationId: null, vendorId, card }, this.clock.now()));
      if ((await this.startPlan.execute(vendorId)) === 'started') billed++;
    }
    return { billed };
  }
}
