import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { InMemoryUserRepository } from '../../tests/support/fakes/in-memory-user-repository.ts';
import { MakeAdmin } from './make-admin.ts';

const setup = () => {
  const users = new InMemoryUserRepository();
  return { users, makeAdmin: new MakeAdmin(users, new SequentialIds(), new FixedClock()) };
};

describe('MakeAdmin', () => {
  it('creates an admin user for an unknown email, lowercased', async () => {
    const { users, makeAdmin } = setup();
    expect(await makeAdmin.execute('  Owner@Example.COM ')).toBe('created');
    expect(await users.findByEmail('owner@example.com')).toMatchObject({ isAdmin: true, isActive: true, vendorId: null });
  });

  it('promotes an existing user and leaves an admin unchanged', async () => {
    const { users, makeAdmin } = setup();
    await users.create({ id: 'u1', email: 'vendor@example.com', isAdmin: false, isActive: true, vendorId: 'v1', lastLoginAt: null, createdAt: new Date(), updatedAt: new Date() });
    expect(await makeAdmin.execute('vendor@example.com')).toBe('promoted');
    expect((await users.findById('u1'))?.isAdmin).toBe(true);
    expect((await users.findById('u1'))?.vendorId).toBe('v1');
    expect(await makeAdmin.execute('vendor@example.com')).toBe('unchanged');
  });

  it('refuses an invalid email', async () => {
    await expect(setup().makeAdmin.execute('not-an-email')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
