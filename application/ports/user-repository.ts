import type { User } from '../../domain/identity/user.ts';

export interface UserRepository {
  findByEmail(email: string): Promise<User | null>;
  findById(id: string): Promise<User | null>;
  create(user: User): Promise<void>;
  setAdmin(id: string, isAdmin: boolean, at: Date): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
}
