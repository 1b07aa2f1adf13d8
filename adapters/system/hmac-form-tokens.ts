import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FormTokens } from '../../application/ports/form-tokens.ts';

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * `{issuedAtMs}.{signature}`: the signature is HMAC-SHA256 (base64url) of the purpose and the time under a
 * server secret (FORM_TOKEN_SECRET), so every API process with that secret accepts every other's tokens.
 */
export class HmacFormTokens implements FormTokens {
  constructor(private readonly secret: string) {
    if (!secret) throw new Error('HmacFormTokens needs a secret');
  }

  issue(purpose: string, at: Date): string {
    const ms = Math.trunc(at.getTime());
    return `${ms}.${this.sign(purpose, ms).toString('base64url')}`;
  }

  issuedAt(token: string, purpose: string): number | null {
    const m = TOKEN.exec(token);
    if (!m) return null;
    const ms = Number(m[1]);
    const given = Buffer.from(m[2]!, 'base64url');
    const expected = this.sign(purpose, ms);
    // 43 base64url characters always decode to 32 bytes; the check stays for safety.
    return given.length === expected.length && timingSafeEqual(given, expected) && given.toString('base64url') === m[2] ? ms : null;
  }

  private sign(purpose: string, ms: number): Buffer {
    return createHmac('sha256', this.secret).update(`form-token\n${purpose}\n${ms}`).digest();
  }
}
