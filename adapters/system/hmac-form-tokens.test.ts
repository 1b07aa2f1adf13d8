import { describe, expect, it } from 'vitest';
import { HmacFormTokens } from './hmac-form-tokens.ts';

const AT = new Date('2026-11-25T15:00:00.000Z');
const tokens = new HmacFormTokens('form-token-test-secret-0123456789');

describe('HMAC form tokens', () => {
  it('reads back the time it issued a token at, for the same purpose', () => {
    const token = tokens.issue('inquiry', AT);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.issuedAt(token, 'inquiry')).toBe(AT.getTime());
  });

  it('accepts the token in another process with the same secret', () => {
    expect(new HmacFormTokens('form-token-test-secret-0123456789').issuedAt(tokens.issue('inquiry', AT), 'inquiry')).toBe(AT.getTime());
  });

  it("refuses another secret's token, another purpose's, a changed time, a changed signature and anything else", () => {
    const token = tokens.issue('inquiry', AT);
    const [ms, signature] = token.split('.') as [string, string];
    expect(new HmacFormTokens('another-secret-0123456789').issuedAt(token, 'inquiry')).toBeNull();
    expect(tokens.issuedAt(token, 'review')).toBeNull();
    expect(tokens.issuedAt(`${Number(ms) - 60_000}.${signature}`, 'inquiry')).toBeNull();
    expect(tokens.issuedAt(`${ms}.${signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, 'inquiry')).toBeNull();
    for (const junk of ['', '0', `${ms}.`, `.${signature}`, `${ms}.${signature}=`, `${ms}.${signature}.x`, `-1.${signature}`, `1e3.${signature}`, 'x'.repeat(200)]) {
      expect(tokens.issuedAt(junk, 'inquiry'), junk).toBeNull();
    }
  });

  it('refuses a signature written in a non-canonical base64url form of the same bytes', () => {
    const token = tokens.issue('inquiry', AT);
    const last = token.at(-1)!;
    // The last of 43 characters carries 4 bits of the signature and 2 unused ones: flip an unused bit.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    expect(Buffer.from(twin.split('.')[1]!, 'base64url')).toEqual(Buffer.from(token.split('.')[1]!, 'base64url'));
    expect(tokens.issuedAt(twin, 'inquiry')).toBeNull();
  });
});
