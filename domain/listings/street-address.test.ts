import { describe, expect, it } from 'vitest';
import { applicationSchema } from '../applications/application.ts';
import { asksStreetAddress, STREET_ADDRESS_TOO_LONG } from './street-address.ts';
import { streetAddressField, vendorProfileSchema } from './vendor-profile.ts';

describe('street address: one optional line of at most 200 characters, asked of venues', () => {
  it('trims, clears on empty, keeps when absent', () => {
    expect(streetAddressField.parse('  12 Mill Street ')).toBe('12 Mill Street');
    expect(streetAddressField.parse('')).toBeNull();
    expect(streetAddressField.parse(null)).toBeNull();
    expect(streetAddressField.parse(undefined)).toBeUndefined();
  });
  it('refuses line breaks, control characters and a long text with the field’s message, in the profile and the application', () => {
    for (const [value, message] of [
      ['1 Main\nStreet', 'Street address cannot contain line breaks or control characters'],
      ['1 Main\u2028Street', 'Street address cannot contain line breaks or control characters'],
      ['x'.repeat(201), STREET_ADDRESS_TOO_LONG],
    ] as const) {
      const profile = vendorProfileSchema.safeParse({ streetAddress: value });
      expect(profile.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['streetAddress', message]]);
      const application = applicationSchema().safeParse({ streetAddress: value });
      expect(application.error?.issues.find((i) => i.path[0] === 'streetAddress')?.message).toBe(message);
    }
  });
  it('is asked of venues only', () => {
    expect(['venues', 'caterers', 'photographers', null].map(asksStreetAddress)).toEqual([true, false, false, false]);
  });
});
