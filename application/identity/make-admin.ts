import { normalizeEmail, type User } from '../../domain/identity/user.ts';
import { EMAIL_PATTERN } from '../../domain/shared/text-fields.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export type MakeAdminOutcome = 'created' | 'promoted' | 'unchanged';

/** Makes the user with this email an administrator, creating the user when there is none. */
export class MakeAdmin {
  static readonly inject = ['UserRepository', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly users: UserRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(rawEmail: string): Promise<MakeAdminOutcome> {
    const email = normalizeEmail(rawEmail);
    if (!EMAIL_PATTERN.test(email)) throw new DomainError('VALIDATION_FAILED', 'Please enter a valid email address', { email: 'Please enter a valid email address' });
    const now = this.clock.now();
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (existing.isAdmin) return 'unchanged';
      await this.users.setAdmin(existing.id, true, now);
      return 'promoted';
    }
    const user: User = { id: this.ids.next(), email, isAdmin: true, isActive: true, vendorId: null, lastLoginAt: null, createdAt: now, updatedAt: now };
    await this.users.create(user);
    return 'created';
  }
}
