import { LOGIN_LINK_TTL_MS, LOGIN_RATE_LIMITS, MAX_LIVE_LOGIN_LINKS, newLoginToken, RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import { RateLimitedError } from '../../domain/shared/domain-error.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { LoginLinkJob, OutboxWriter } from '../ports/outbox.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

/**
 * Step 1 of the login (ADR 10): someone asks for a link. The request never looks the email up — it takes
 * the rate-limit decision and records the request in the outbox, the same work for an email with an account
 * and one without, so neither the answer nor its timing tells them apart. IssueLoginLink does the rest in
 * the background.
 *
 * Limits: per client address a 429 (to that address only). Per email from one address, and per email from
 * all addresses, silent: past them the request is answered the same and nothing is recorded, so a flood
 * cannot lock the owner out and never touches the links they already have.
 */
export class RequestLoginLink {
  static readonly inject = ['OutboxStore', 'RateLimiter', 'Secrets', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly rateLimiter: RateLimiter,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { email: string; ip: string; browserKey?: string | undefined }): Promise<void> {
    const email = normalizeEmail(input.email);
    const { perEmailAndIp, perEmail, perIp } = LOGIN_RATE_LIMITS;
    const byIp = await this.rateLimiter.hit(`login:ip:${input.ip}`, perIp.limit, perIp.windowMs);
    if (!byIp.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, byIp.retryAfterMs);
    // A request capped for its address does not count toward the email's wider cap: one address can use up
    // at most its own share of it.
    if (!(await this.rateLimiter.hit(`login:email-ip:${email}|${input.ip}`, perEmailAndIp.limit, perEmailAndIp.windowMs)).allowed) return;
    if (!(await this.rateLimiter.hit(`login:email:${email}`, perEmail.limit, perEmail.windowMs)).allowed) return;

    const now = this.clock.now();
    const requestId = this.ids.next();
    const payload: LoginLinkJob = { email, browserKeyHash: input.browserKey ? this.secrets.hash(input.browserKey) : null, requestId };
    await this.outbox.add({ id: requestId, topic: 'login.issue-link', payload, createdAt: now, availableAt: now, attempts: 0 });
  }
}

/**
 * Step 1, in the background: the job of a recorded request. An active account under the email gets a new
 * link (32 random bytes, stored only as a hash, bound to the asking browser) and its email, in one
 * transaction — unless it already has MAX_LIVE_LOGIN_LINKS live links, when nothing is created or sent and
 * the live ones stay usable. Earlier links are never invalidated. No account: nothing happens.
 */
export class IssueLoginLink {
  static readonly inject = ['UnitOfWork', 'Secrets', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly uow: UnitOfWork<'loginTokens' | 'outbox' | 'users'>,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly options: { publicBaseUrl: string },
  ) {}

  async execute(job: LoginLinkJob): Promise<void> {
    const email = normalizeEmail(job.email);
    await this.uow.run(async (r) => {
      const user = await r.users.findByEmail(email);
      if (!user || !user.isActive) return;
      const now = this.clock.now();
      if ((await r.loginTokens.lockAndCountLive({ userId: user.id, email }, now)) >= MAX_LIVE_LOGIN_LINKS) return;
      const { token, hash } = this.secrets.newToken();
      const tokenId = this.ids.next();
      await r.loginTokens.create(newLoginToken({ id: tokenId, email, tokenHash: hash, purpose: 'login', userId: user.id, vendorId: null, browserKeyHash: job.browserKeyHash }, now));
      await r.outbox.add(
        outboxEmail(this.ids.next(), now, {
          template: 'login-link',
          to: email,
          data: { link: `${this.options.publicBaseUrl}/auth/verify/${token}`, expiresInMinutes: LOGIN_LINK_TTL_MS / 60_000 },
          // One email per request, even if the queue runs the job twice.
          idempotencyKey: `login-link:${job.requestId}`,
        }),
      );
    });
  }
}
