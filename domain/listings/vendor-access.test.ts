import { describe, expect, it } from 'vitest';
import type { User } from '../identity/user.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { DomainError } from '../shared/domain-error.ts';
import { assertCanManage, NOT_YOUR_LISTING } from './vendor-access.ts';

const user = (o: Partial<User> = {}): User => aUser('user_1', o);
const listing = { id: 'vendor_1', ownerUserId: 'user_1' };

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, message: e.message } : e;
  }
  return null;
};

describe('who may manage a listing', () => {
  it('lets the owner and any admin manage it', () => {
    expect(assertCanManage(user(), listing)).toBe(listing);
    expect(assertCanManage(user({ id: 'someone', vendorId: 'vendor_1' }), listing)).toBe(listing);
    expect(assertCanManage(user({ id: 'admin', isAdmin: true }), listing)).toBe(listing);
  });

  it("refuses someone else's listing with 'You can only manage your own listing.' and a missing one as not found", () => {
    expect(refusal(() => assertCanManage(user({ id: 'someone_else' }), listing))).toEqual({ code: 'FORBIDDEN', message: NOT_YOUR_LISTING });
    expect(refusal(() => assertCanManage(user(), null))).toEqual({ code: 'VENDOR_NOT_FOUND', message: 'Vendor not found' });
  });
});
