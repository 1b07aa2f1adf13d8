import { describe, expect, it } from 'vitest';
import { REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES, replyLength, reviewReplySchema, savedReply, shouldNotifyReviewer } from './review-reply.ts';

const fieldError = (body: unknown) => {
  const r = reviewReplySchema.safeParse({ body });
  return r.success ? null : r.error.issues.find((i) => i.path[0] === 'body')?.message;
};

describe('a review reply', () => {
  it('is trimmed plain text with its line breaks kept (CRLF becomes LF)', () => {
    expect(reviewReplySchema.parse({ body: '  Thank you, Jen!\r\nSee you soon.\n\n<b>Ann</b>  ' }).body).toBe('Thank you, Jen!\nSee you soon.\n\n<b>Ann</b>');
  });

  it("is required: empty, blank or missing gives 'Reply is required'", () => {
    expect(fieldError('')).toBe(REVIEW_REPLY_MESSAGES.required);
    expect(fieldError('   \n ')).toBe(REVIEW_REPLY_MESSAGES.required);
    expect(fieldError(undefined)).toBe('Reply is required');
    expect(fieldError(42)).toBe('Reply is required');
  });

  it('takes exactly 1000 characters and refuses 1001 with its message', () => {
    expect(fieldError('a'.repeat(REVIEW_REPLY_MAX))).toBeNull();
    expect(fieldError(`  ${'a'.repeat(REVIEW_REPLY_MAX)}  `)).toBeNull();
    expect(fieldError('a'.repeat(REVIEW_REPLY_MAX + 1))).toBe('Reply must be at most 1000 characters');
  });

  it('counts characters as the server does (trimmed, one per line break)', () => {
    expect(replyLength('  ab\r\ncd  ')).toBe(5);
    expect(replyLength('')).toBe(0);
  });

  it('keeps when it was first given across edits', () => {
    const first = savedReply(null, 'Thanks!', new Date('2026-11-01T10:00:00Z'));
    expect(first).toEqual({ body: 'Thanks!', repliedAt: new Date('2026-11-01T10:00:00Z'), updatedAt: new Date('2026-11-01T10:00:00Z') });
    const edited = savedReply(first, 'Thank you!', new Date('2026-11-02T10:00:00Z'));
    expect(edited).toEqual({ body: 'Thank you!', repliedAt: new Date('2026-11-01T10:00:00Z'), updatedAt: new Date('2026-11-02T10:00:00Z') });
  });

  it('notifies the reviewer once, and only when there is an address', () => {
    expect(shouldNotifyReviewer({ reviewerEmail: 'jen@example.com', replyNotifiedAt: null })).toBe(true);
    expect(shouldNotifyReviewer({ reviewerEmail: 'jen@example.com', replyNotifiedAt: new Date() })).toBe(false);
    expect(shouldNotifyReviewer({ reviewerEmail: ' ', replyNotifiedAt: null })).toBe(false);
  });
});
