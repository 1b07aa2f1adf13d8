import type { FormTokens } from '../../../application/ports/form-tokens.ts';

/** Form tokens a test can read and write: 'form:{purpose}:{ms}'. Anything else is one the server did not sign. */
export class FakeFormTokens implements FormTokens {
  issue(purpose: string, at: Date): string {
    return `form:${purpose}:${at.getTime()}`;
  }
  issuedAt(token: string, purpose: string): number | null {
    const m = /^form:([a-z-]+):(\d+)$/.exec(token);
    return m && m[1] === purpose ? Number(m[2]) : null;
  }
}
