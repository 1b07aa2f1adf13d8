import { describe, expect, it } from 'vitest';
import { isSessionLive, loginErrorMessage, loginRequestSchema, SESSION_IDLE_TTL_MS, type Session } from './auth-rules.ts';

const session = (o: Partial<Session> = {}): Session => ({
  id: 's',
  userId: 'u',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  lastSeenAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-01-31T00:00:00Z'),
  revokedAt: null,
  ...o,
});

describe('sessions', () => {
  it('is live within its limits', () => {
    expect(isSessionLive(session(), new Date('2026-01-02T00:00:00Z'))).toBe(true);
  });
  it('ends when revoked, past its absolute expiry, or idle too long', () => {
    expect(isSessionLive(session({ revokedAt: new Date('2026-01-01T01:00:00Z') }), new Date('2026-01-02T00:00:00Z'))).toBe(false);
    expect(isSessionLive(session({ lastSeenAt: new Date('2026-01-30T00:00:00Z') }), new Date('2026-01-31T00:00:01Z'))).toBe(false);
    expect(isSessionLive(session(), new Date(new Date('2026-01-01T00:00:00Z').getTime() + SESSION_IDLE_TTL_MS + 1))).toBe(false);
  });
});

describe('login request', () => {
  it('requires an email, then a valid one', () => {
    expect(loginRequestSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('Email is required');
    expect(loginRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Email is required');
    expect(loginRequestSchema.safeParse({ email: 'ann@' }).error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(loginRequestSchema.parse({ email: ' ann@example.com ' }).email).toBe('ann@example.com');
  });
  it('maps error codes to the spec messages', () => {
    expect(loginErrorMessage('invalid_link')).toBe('The login link is invalid or has expired. Please request a new one.');
    expect(loginErrorMessage('already_claimed')).toBe('This listing has already been claimed by another user.');
    expect(loginErrorMessage('server_error')).toBe('A server error occurred. Please try again.');
    expect(loginErrorMessage('rate_limited')).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(loginErrorMessage('weird')).toBe('An error occurred. Please try again.');
  });
});
