import type { User } from '../../../domain/identity/user.ts';
import type { UserRepository } from '../../../application/ports/user-repository.ts';

export class InMemoryUserRepository implements UserRepository {
  readonly users = new Map<string, User>();

  async findByEmail(email: string): Promise<User | null> {
    return [...this.users.values()].find((u) => u.email === email) ?? null;
  }
  async findById(id: string): Promise<User | null> {
    return this.users.get(id) ?? null;
  }
  async create(user: User): Promise<void> {
    if ([...this.users.values()].some((u) => u.email === user.email)) throw new Error('duplicate email');
    this.users.set(user.id, { ...user });
  }
  async recordLogin(id: string, at: Date): Promise<void> {
    const u = this.users.get(id);
    if (u) this.users.set(id, { ...u, lastLoginAt: at, updatedAt: at });
  }
  async setAdmin(id: string, isAdmin: boolean, at: Date): Promise<void> {
    const u = this.users.get(id);
    if (u) this.users.set(id, { ...u, isAdmin, updatedAt: at });
  }
}
