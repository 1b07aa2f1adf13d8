import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminPlanChangeDto } from '@domain/billing/plan-changes-api';
import { ok, stubApi } from '../../../../../tests/support/components.ts';
import { PLAN_CHANGES_LOAD_FAILED, PlanChanges } from './PlanChanges';

const change = (over: Partial<AdminPlanChangeDto>): AdminPlanChangeDto => ({
  _id: 'p1',
  vendor: { _id: 'v1', name: 'Azalea Manor', slug: 'azalea-manor' },
  kind: 'down',
  fromTier: 'premier',
  toTier: 'featured',
  changedAt: '2027-01-10T15:00:00.000Z',
  effectiveAt: '2027-02-01T15:00:00.000Z',
  ...over,
});

const renderList = (answer: ReturnType<typeof ok> | { status: number; body: unknown }) => {
  const sent = stubApi({ 'GET /api/admin/billing/plan-changes': answer });
  render(
    <MemoryRouter>
      <PlanChanges now={() => new Date('2027-01-15T12:00:00Z')} />
    </MemoryRouter>,
  );
  return sent;
};

describe("admin dashboard: 'Plan changes'", () => {
  it('lists each change with its listing, from → to, when it was made and when it takes effect', async () => {
    const at = '2027-01-05T15:00:00.000Z';
    renderList(
      ok({
        success: true,
        planChanges: [
          change({}),
          change({ _id: 'p2', kind: 'keep', fromTier: 'premier', toTier: 'premier', changedAt: '2027-01-12T15:00:00.000Z', effectiveAt: '2027-01-12T15:00:00.000Z' }),
          change({ _id: 'p3', vendor: { _id: 'v2', name: 'Hollow Creek Barn', slug: 'hollow-creek-barn' }, kind: 'up', fromTier: 'featured', toTier: 'premier', changedAt: at, effectiveAt: at }),
          change({ _id: 'p4', vendor: { _id: 'v3', name: 'River Hall', slug: 'river-hall' }, kind: 'start', fromTier: 'free', toTier: 'featured', changedAt: '2026-12-02T15:00:00.000Z', effectiveAt: '2026-12-02T15:00:00.000Z' }),
        ],
      }),
    );
    const section = screen.getByRole('region', { name: 'Plan changes' });
    const rows = await within(section).findAllByTestId('plan-change');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Azalea ManorPlanPremier Partner→ to FeaturedMoves downChangedJan 10, 2027Takes effectFeb 1, 2027',
      'Azalea ManorPlanPremier PartnerKept; the scheduled move was withdrawnChangedJan 12, 2027Took effectAt once',
      'Hollow Creek BarnPlanFeatured→ to Premier PartnerMoved upChangedJan 5, 2027Took effectAt once',
      'River HallPlanFree Standard→ to FeaturedStartedChangedDec 2, 2026Took effectAt once',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Azalea Manor' }).getAttribute('href')).toBe('/vendors/azalea-manor');
    // The admins' 'Plan changed' email links to /admin#plan-changes: this heading.
    expect(within(section).getByRole('heading', { name: 'Plan changes' }).id).toBe('plan-changes');
  });

  it('says when there is none', async () => {
    renderList(ok({ success: true, planChanges: [] }));
    expect(await screen.findByText('No plan changes yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plan changes' }).id).toBe('plan-changes');
  });

  it('offers Retry when the list fails to load', async () => {
    renderList({ status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'boom' } } });
    expect(await screen.findByText(PLAN_CHANGES_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
