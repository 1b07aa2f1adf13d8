import { vi } from 'vitest';
import type { InboxThread } from '@domain/inquiries/inquiry-api';

/** An opened inquiry as GET /api/vendors/{id}/inquiries/{inquiryId} answers it. */
export const anInquiry = (overrides: Partial<InboxThread> = {}): InboxThread => ({
  _id: 'i1',
  coupleName: 'Jo Park',
  email: 'jo@example.com',
  phone: '864-555-0100',
  weddingDate: '2027-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: '10000-plus',
  budgetLabel: '$10,000 or more',
  status: 'new',
  statusLabel: 'New',
  message: 'We love the barn and would like to see it in the spring.',
  receivedAt: '2026-11-25T15:00:00.000Z',
  lastMessageAt: '2026-11-25T15:00:00.000Z',
  lastMessageBy: 'couple',
  unread: false,
  fromShortlist: false,
  fitHints: [
    { kind: 'guests', tone: 'good', text: '120 guests fit your capacity of 150.' },
    { kind: 'budget', tone: 'warning', text: 'Their budget is under your starting price.' },
  ],
  closeReason: null,
  closeReasonLabel: null,
  messages: [{ _id: 'm1', author: 'couple', body: 'We love the barn and would like to see it in the spring.', createdAt: '2026-11-25T15:00:00.000Z' }],
  ...overrides,
});

/** A recording notice (what useNotice gives a screen). */
export const aNotice = () => ({ notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() });
