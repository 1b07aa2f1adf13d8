import { LOGIN_LINK_TTL_MS, LOGIN_RATE_LIMITS, RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import { RateLimitedError } from '../../domain/shared/domain-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

/**
 * Sends a login link to an account's email. The answer is the same whether or not the email has an
 * account (no one learns who is a customer); a new link makes older ones unusable; the link is stored
 * only as a hash and its email leaves through the outbox, in the same transaction.
 */
export class RequestLoginLink {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly rateLimiter: RateLimiter,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async execute(input: { email: string; ip: string }): Promise<void> {
    const email = normalizeEmail(input.email);
    const { perEmail, perIp } = LOGIN_RATE_LIMITS;
    const [byEmail, byIp] = await Promise.all([
      this.rateLimiter.hit(`login:email:${email}`, perEmail.limit, perEmail.windowMs),
      this.rateLimiter.hit(`login:ip:${input.ip}`, perIp.limit, perIp.windowMs),
    ]);
    if (!byEmail.allowed || !byIp.allowed) {
      throw new RateLimitedError(RATE_LIMITED_MESSAGE, Math.max(byEmail.allowed ? 0 : byEmail.retryAfterMs, byIp.allowed ? 0 : byIp.retryAfterMs));
    }

    await this.uow.run(async (r) => {
      const user = await r.users.findByEmail(email);
      if (!user || !user.isActive) return;
      const now = this.clock.now();
      await r.loginTokens.invalidateOpenFor(email, now);
      const { token, hash } = this.secrets.newToken();
      const tokenId = this.ids.next();
      await r.loginTokens.create({
        id: tokenId,
        email,
        tokenHash: hash,
        purpose: 'login',
        userId: user.id,
        vendorId: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LOGIN_LINK_TTL_MS),
        consumedAt: null,
      });
      await r.outbox.add({
        id: this.ids.next(),
        topic: 'email.send',
        payload: {
          template: 'login-link',
          to: email,
          data: { link: `${this.options.publicBaseUrl}/auth/verify/${token}`, expiresInMinutes: LOGIN_LINK_TTL_MS / 60_000 },
          idempotencyKey: `login-link:${tokenId}`,
        },
        createdAt: now,
        availableAt: now,
        attempts: 0,
      });
    });
  }
}
