import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminPlanCancellation } from '@uwd/api-client';
import { ok, stubApi } from '../../../../../tests/support/components.ts';
import { CANCELLATIONS_LOAD_FAILED, RecentCancellations } from './RecentCancellations';

const cancellation = (over: Partial<AdminPlanCancellation>): AdminPlanCancellation => ({
  _id: 'c1',
  vendor: { _id: 'v1', name: 'Azalea Manor', slug: 'azalea-manor' },
  tier: 'premier',
  cancelledAt: '2026-12-01T15:00:00.000Z',
  endsAt: '2027-02-28T15:00:00.000Z',
  ...over,
});

const renderList = (answer: ReturnType<typeof ok> | { status: number; body: unknown }) => {
  const sent = stubApi({ 'GET /api/admin/cancellations': answer });
  render(
    <MemoryRouter>
      <RecentCancellations now={() => new Date('2027-01-15T12:00:00Z')} />
    </MemoryRouter>,
  );
  return sent;
};

describe("admin dashboard: 'Recent cancellations'", () => {
  it('lists each cancelled plan with its listing, the plan, when it was cancelled and when it ends or ended', async () => {
    renderList(
      ok({
        success: true,
        cancellations: [
          cancellation({}),
          cancellation({ _id: 'c2', vendor: { _id: 'v2', name: 'Hollow Creek Barn', slug: 'hollow-creek-barn' }, tier: 'featured', cancelledAt: '2026-11-02T15:00:00.000Z', endsAt: '2027-01-10T15:00:00.000Z' }),
        ],
      }),
    );
    const section = screen.getByRole('region', { name: 'Recent cancellations' });
    const rows = await within(section).findAllByTestId('plan-cancellation');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Azalea ManorPlanPremier PartnerCancelledDec 1, 2026EndsFeb 28, 2027',
      'Hollow Creek BarnPlanFeaturedCancelledNov 2, 2026EndedJan 10, 2027',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Azalea Manor' }).getAttribute('href')).toBe('/vendors/azalea-manor');
    // The admins' 'Plan cancelled' email links to /admin#recent-cancellations: this heading.
    expect(within(section).getByRole('heading', { name: 'Recent cancellations' }).id).toBe('recent-cancellations');
  });

  it('says when there is none', async () => {
    renderList(ok({ success: true, cancellations: [] }));
    expect(await screen.findByText('No cancelled plans')).toBeTruthy();
  });

  it('offers Retry when the list fails to load', async () => {
    renderList({ status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'boom' } } });
    expect(await screen.findByText(CANCELLATIONS_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
