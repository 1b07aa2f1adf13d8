import type { BillingEvent } from '../../domain/billing/billing.ts';
import { type BillingHarness, type TestCard } from './billing-processor-contract.ts';
import { InMemoryLedgerStore, type LedgerStore } from '../../adapters/billing/local/ledger.ts';
import { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';

const TEST_NUMBERS: Record<TestCard, string> = {
  succeeds: '4242 4242 4242 4242',
  fails_at_charge: '4000 0000 0000 0341',
  declined: '4000 0000 0000 0002',
};

/** The local processor on its in-memory books, its clock moved by the test clock. */
export const localHarness = async (store: LedgerStore = new InMemoryLedgerStore()): Promise<BillingHarness> => {
  const clock = { now: () => new Date('2027-01-15T12:00:00Z') };
  const processor = new LocalBillingProcessor(store, clock, 'whsec_local_test');
  const events: BillingEvent[] = [];
  let current = clock.now();
  processor.deliverTo(async (e) => {
    events.push(e);
  });
  return {
    processor,
    now: () => current,
    advanceTo: async (to) => {
      current = await processor.advanceClock(to.getTime() - (await processor.now()).getTime());
    },
    enterCard: async (_customerId, card) => ({ kind: 'local', card: { cardholderName: 'Ann Lee', cardNumber: TEST_NUMBERS[card], expiryDate: '12/30', cvv: '123' } }),
    events: () => events,
    signedWebhook: async (event) => {
      const body = JSON.stringify(event);
      return { body, signature: processor.sign(body, clock.now()) };
    },
    close: async () => undefined,
  };
};

