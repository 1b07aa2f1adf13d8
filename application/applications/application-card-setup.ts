/**
 * /apply's card in stripe mode (issue 37 §1, §5): before the applicant submits, the processor gets a
 * customer and a SetupIntent, which the browser confirms in Stripe's own fields; the client secret comes
 * back with a token signed by our server that binds that customer to the application. The submit then
 * carries the SetupIntent's id and that token, never card data; the token tells SubmitApplication whose
 * SetupIntent it must be (a token for another customer, forged, or older than a day is refused).
 * The local test processor takes SPEC.md's card fields instead: the setup says so and needs no token.
 */
import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { RateLimitedError } from '../../domain/shared/domain-error.ts';
import type { BillingProcessor, CardSetup } from '../ports/billing-processor.ts';
import type { Clock } from '../ports/clock.ts';
import type { FormTokens } from '../ports/form-tokens.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';

/** Card setups one address may start an hour (each makes a customer at the processor). */
export const APPLICATION_CARD_SETUP_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
/** How long a setup's token binds its customer: a form filled in within a day. */
export const CARD_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const purpose = (customerId: string) => `application-card:${customerId}`;

/** The customer a card token binds, or null when the token is not one this server signed, or too old. */
export const customerOfCardToken = (tokens: FormTokens, token: string, now: Date): string | null => {
  const at = token.indexOf('~');
  if (at <= 0) return null;
  const customerId = token.slice(0, at);
  const issued = tokens.issuedAt(token.slice(at + 1), purpose(customerId));
  if (issued === null || now.getTime() - issued > CARD_TOKEN_MAX_AGE_MS || issued > now.getTime() + 60_000) return null;
  return customerId;
};

export class BeginApplicationCardSetup {
  static readonly inject = ['BillingProcessor', 'FormTokens', 'RateLimiter', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly processor: BillingProcessor,
    private readonly tokens: FormTokens,
    private readonly rateLimiter: RateLimiter,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(ip: string, applicant: { email: string; businessName?: string | undefined }): Promise<{ setup: CardSetup; cardToken: string | null }> {
    if (this.processor.mode === 'local') return { setup: { kind: 'local' }, cardToken: null };
    const hit = await this.rateLimiter.hit(`apply-card-setup:ip:${ip}`, APPLICATION_CARD_SETUP_RATE_LIMIT.limit, APPLICATION_CARD_SETUP_RATE_LIMIT.windowMs);
    if (!hit.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    const key = this.ids.next();
    // The form's email, and its business name when already typed.
    const customerId = await this.processor.createCustomer(
      { email: applicant.email, name: applicant.businessName || 'Applicant', reference: `application-setup:${key}` },
      `application-setup:${key}`,
    );
    const setup = await this.processor.beginCardSetup(customerId);
    return { setup, cardToken: `${customerId}~${this.tokens.issue(purpose(customerId), this.clock.now())}` };
  }
}

/** Which card entry /apply shows (Stripe's fields or SPEC's), asked before any customer is made. */
export class GetApplicationCardEntry {
  static readonly inject = ['BillingProcessor'] as const;
  constructor(private readonly processor: BillingProcessor) {}

  execute(): { processor: 'stripe' | 'local' } {
    return { processor: this.processor.mode };
  }
}
