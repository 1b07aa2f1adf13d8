import { billingProcessorContract } from '../../../tests/support/billing-processor-contract.ts';
import { localHarness } from '../../../tests/support/local-billing-harness.ts';

billingProcessorContract('local, in memory', () => localHarness());
