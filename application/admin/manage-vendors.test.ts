import { describe, expect, it } from 'vitest';
import type { Vendor } from '../../domain/listings/vendor.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { FixedClock } from '../../tests/support/fakes/fixed-clock.ts';
import { InMemorySessionRepository } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { InMemoryUserRepository } from '../../tests/support/fakes/in-memory-user-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { AdminReadRepository, AdminVendorCriteria } from '../ports/admin-repositories.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { InMemoryCategoryRepository } from '../../tests/support/fakes/in-memory-category-repository.ts';
import { DeleteVendor, ListAdminVendors, ToggleVendorFlag, UpdateVendorAsAdmin } from './manage-vendors.ts';
import type { FilterRepository } from '../ports/filter-repository.ts';

/**
 * One listing (vendor_1, owned by `owner`) and the repositories the admin use cases touch, kept in memory:
 * the flags, the owner link, the accounts and their sessions.
 */
const world = async (opts: { ownerIsAdmin?: boolean; active?: boolean } = {}) => {
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
  const users = new InMemoryUserRepository();
  const sessions = new InMemorySessionRepository(users);
  await users.create(aUser('owner', { vendorId: 'vendor_1', isAdmin: opts.ownerIsAdmin ?? false }));
  await users.create(aUser('someone_else'));
  const vendor = { id: 'vendor_1', slug: 'magnolia-barn', name: 'Magnolia Barn', isActive: opts.active ?? true, isFeatured: false, isVerified: false } as Vendor;
  let owner: string | null = 'owner';
  const flags: Record<string, boolean> = {};
  const repos = {
    users,
    sessions,
    ownership: { ownerOf: async (id: string) => (id === vendor.id ? owner : null), vendorName: async (id: string) => (id === vendor.id ? vendor.name : null) },
    listings: {
      setFlags: async (_id: string, changes: Record<string, boolean | undefined>) => {
        for (const [k, v] of Object.entries(changes)) if (v !== undefined) flags[k] = v;
      },
      updateProfile: async () => undefined,
      deleteVendor: async () => {
        owner = null;
        return ['vendors/vendor_1/a.jpg'];
      },
    },
  } as unknown as Repos<'users' | 'sessions' | 'ownership' | 'listings'>;
  /** Counts the transactions a use case opens. */
  const transactions = { count: 0 };
  const uow: UnitOfWork<'users' | 'sessions' | 'ownership' | 'listings'> = {
    run: (work) => {
      transactions.count++;
      return work(repos);
    },
  };
  const vendors = { findBySlugOrId: async (id: string) => (id === vendor.id || id === vendor.slug ? { ...vendor } : null) } as unknown as VendorRepository;
  const reads = { vendorFacts: async () => ({ ...flags }) } as unknown as AdminReadRepository;
  for (const [user, id] of [
    ['owner', 's1'],
    ['owner', 's2'],
    ['someone_else', 's3'],
  ] as const) {
    await sessions.create({ id, userId: user, tokenHash: `hash-${id}`, createdAt: clock.now(), lastSeenAt: clock.now(), expiresAt: new Date('2026-12-21T12:00:00Z'), revokedAt: null });
  }
  return { clock, sessions, uow, transactions, vendors, reads, vendor, flags };
};

describe("deactivating or deleting a listing ends its owner's sessions", () => {
  it('ends every session of the owner when an admin deactivates the listing, and no one else’s', async () => {
    const w = await world();
    await new ToggleVendorFlag(w.vendors, w.reads, w.uow, w.clock).execute('vendor_1', 'toggle-status');
    expect(w.flags.isActive).toBe(false);
    expect(w.sessions.openFor('owner')).toEqual([]);
    expect([...w.sessions.rows.values()].filter((s) => s.userId === 'owner').map((s) => s.revokedAt)).toEqual([w.clock.now(), w.clock.now()]);
    expect(w.sessions.openFor('someone_else')).toHaveLength(1);
  });

  it('keeps the sessions when a listing is activated, featured or verified', async () => {
    const w = await world({ active: false });
    const toggle = new ToggleVendorFlag(w.vendors, w.reads, w.uow, w.clock);
    await toggle.execute('vendor_1', 'toggle-status');
    await toggle.execute('vendor_1', 'toggle-featured');
    await toggle.execute('vendor_1', 'toggle-verified');
    expect(w.flags).toEqual({ isActive: true, isFeatured: true, isVerified: true });
    expect(w.sessions.openFor('owner')).toHaveLength(2);
  });

  it("keeps an administrator's sessions: their access does not come from the listing", async () => {
    const w = await world({ ownerIsAdmin: true });
    await new ToggleVendorFlag(w.vendors, w.reads, w.uow, w.clock).execute('vendor_1', 'toggle-status');
    expect(w.flags.isActive).toBe(false);
    expect(w.sessions.openFor('owner')).toHaveLength(2);
  });

  it('ends them when the admin edit sets the listing inactive, not when it leaves it active', async () => {
    const w = await world();
    const update = new UpdateVendorAsAdmin(w.vendors, w.reads, new InMemoryCategoryRepository(), { sanitize: (html) => html }, w.uow, w.clock);
    const admin = aUser('admin', { isAdmin: true });
    await update.execute(admin, 'vendor_1', { isActive: true, isFeatured: true } as never);
    expect(w.sessions.openFor('owner')).toHaveLength(2);
    await update.execute(admin, 'vendor_1', { isActive: false } as never);
    expect(w.flags.isActive).toBe(false);
    expect(w.sessions.openFor('owner')).toEqual([]);
  });

  it('stores the admin edit of profile fields and flags in one transaction', async () => {
    const w = await world();
    const update = new UpdateVendorAsAdmin(w.vendors, w.reads, new InMemoryCategoryRepository(), { sanitize: (html) => html }, w.uow, w.clock);
    await update.execute(aUser('admin', { isAdmin: true }), 'vendor_1', { name: 'Magnolia Barn & Gardens', isFeatured: true } as never);
    expect(w.flags.isFeatured).toBe(true);
    expect(w.transactions.count).toBe(1);
  });

  it('ends them when the listing is deleted: its owner no longer owns anything', async () => {
    const w = await world();
    const deleted: string[] = [];
    const storage = { delete: async (key: string) => void deleted.push(key) } as unknown as FileStorage;
    await new DeleteVendor(w.uow, storage, new CapturingLogger(), w.clock).execute('vendor_1');
    expect(deleted).toEqual(['vendors/vendor_1/a.jpg']);
    expect(w.sessions.openFor('owner')).toEqual([]);
    expect(w.sessions.openFor('someone_else')).toHaveLength(1);
  });
});

describe('the admin vendor table', () => {
  const venues = { id: 'cat_venues', name: 'Venues', slug: 'venues' as const, description: '', sortOrder: 1, imageKey: null, vendorCount: 7 };
  const table = () => {
    const asked: AdminVendorCriteria[] = [];
    const reads = { listVendors: async (c: AdminVendorCriteria) => (asked.push(c), { items: [], page: c.page, limit: c.limit, total: 0 }) } as unknown as AdminReadRepository;
    const categories = new InMemoryCategoryRepository([venues]);
    let counted = 0;
    const findByIdOrSlug = categories.findByIdOrSlug.bind(categories);
    categories.findByIdOrSlug = async (idOrSlug) => (counted++, findByIdOrSlug(idOrSlug));
    const filters = { findByKeyValue: async () => [] } as unknown as FilterRepository;
    return { list: new ListAdminVendors(reads, categories, filters), asked, counted: () => counted };
  };
  const query = { search: '', page: 1, limit: 50, status: 'all', featured: 'all', filters: {} } as const;

  it("narrows to a category by its id without counting the category's vendors (one read fewer a page)", async () => {
    const t = table();
    await t.list.execute({ ...query, category: 'venues' });
    expect(t.asked.map((c) => c.categoryId)).toEqual(['cat_venues']);
    expect(t.counted()).toBe(0);
  });

  it('answers an empty page for a category that does not exist, without reading the table', async () => {
    const t = table();
    expect(await t.list.execute({ ...query, category: 'no-such-category' })).toEqual({ items: [], page: 1, limit: 50, total: 0 });
    expect(t.asked).toEqual([]);
  });
});
