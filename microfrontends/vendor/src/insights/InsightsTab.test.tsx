import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTING_NOTE } from '@domain/insights/insights-api';
import { ok, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { INSIGHTS_LOAD_FAILED, InsightsTab, NO_VISITS_YET } from './InsightsTab';
import { describeChange } from './change';
import { insightsAnswer } from './test-fixtures';

const serverError: Answer = { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Oops' } } };
const PATH = 'GET /api/vendors/v1/insights';

const busy = insightsAnswer({
  weekly: { views: [3, 5, 8, 13, 21], listAppearances: [40, 50, 60, 70, 80], contactClicks: [0, 1, 0, 2, 1], savedByCouples: [1, 0, 2, 0, 4], inquiries: [0, 1, 1, 0, 1], replies: [0, 1, 1, 0, 1], booked: [0, 0, 1, 0, 0] },
  change: {
    views: { previous: 44, changePercent: 13.6 },
    listAppearances: { previous: 315, changePercent: -4.8 },
    contactClicks: { previous: 4, changePercent: 0 },
    savedByCouples: { previous: 5, changePercent: 40 },
    inquiries: { previous: 0, changePercent: null },
    replies: { previous: 3, changePercent: 0.2 },
    booked: { previous: 2, changePercent: -50 },
  },
});

describe('describeChange', () => {
  it("words a rise, a fall, no change and nothing before ('—')", () => {
    expect(describeChange(12.4, 30)).toEqual({ text: '▲ 12%', tone: 'up', spoken: 'Up 12% on the previous 30 days' });
    expect(describeChange(-5, 7)).toMatchObject({ text: '▼ 5%', tone: 'down' });
    expect(describeChange(0, 30)).toMatchObject({ text: 'No change', tone: 'same' });
    expect(describeChange(0.4, 30)).toMatchObject({ text: 'No change' });
    expect(describeChange(null, 90)).toMatchObject({ text: '—', tone: 'none', spoken: 'Nothing in the previous 90 days to compare with' });
  });
});

describe('the Insights tab', () => {
  // jsdom has no matchMedia, which Chartist needs to draw.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }));
  });

  it('loads nothing until it is first opened, then asks for the last 30 days', async () => {
    const sent = stubApi({ [PATH]: ok(busy) });
    const { rerender } = render(<InsightsTab vendorId="v1" active={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(0);
    rerender(<InsightsTab vendorId="v1" active />);
    await screen.findByTestId('figure-views');
    expect(sent.map((r) => r.url)).toEqual(['/api/vendors/v1/insights?days=30']);
    expect(screen.getByRole('radio', { name: '30 days' })).toHaveProperty('checked', true);
  });

  it('shows the seven figures with their change against the previous period, and how counts are made', async () => {
    stubApi({ [PATH]: ok(busy) });
    render(<InsightsTab vendorId="v1" active />);
    const views = await screen.findByTestId('figure-views');
    expect(within(views).getByText('Profile views')).toBeTruthy();
    expect(within(views).getByText('50')).toBeTruthy();
    const changes = Object.fromEntries(['views', 'listAppearances', 'contactClicks', 'savedByCouples', 'inquiries', 'replies', 'booked'].map((m) => [m, screen.getByTestId(`change-${m}`).textContent]));
    expect(changes).toEqual({ views: '▲ 14%', listAppearances: '▼ 5%', contactClicks: 'No change', savedByCouples: '▲ 40%', inquiries: '—', replies: 'No change', booked: '▼ 50%' });
    // Issue 39 §5: the saves to couples' shortlists, counted like the visits.
    const saved = screen.getByTestId('figure-savedByCouples');
    expect(within(saved).getByText('Saved by couples')).toBeTruthy();
    expect(within(saved).getByText('7')).toBeTruthy();
    // Not colour alone: the words are there for screen readers too.
    expect(views.textContent).toContain('Up 14% on the previous 30 days');
    expect(screen.getByTestId('counting-note').textContent).toBe(COUNTING_NOTE);
    expect(COUNTING_NOTE).toBe('One visit per internet connection per day: people who share one count once. Bots and spam are not counted.');
    expect(screen.queryByTestId('insights-empty')).toBeNull();
  });

  it('asks the API again with the chosen days when the period changes (keyboard too)', async () => {
    const sent = stubApi({ [PATH]: (url) => ok(insightsAnswer({ days: Number(url.searchParams.get('days')), weekly: { views: [1, 2, 3, 4, 5] } })) });
    render(<InsightsTab vendorId="v1" active />);
    await screen.findByTestId('figure-views');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(sent.map((r) => r.url)).toContain('/api/vendors/v1/insights?days=7'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Totals for the last 7 days' })).toBeTruthy());
    // Arrow keys move along the radio group and choose.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(sent.map((r) => r.url)).toContain('/api/vendors/v1/insights?days=90'));
    expect(screen.getByRole('radio', { name: '90 days' })).toHaveProperty('checked', true);
  });

  it('charts profile views by default, another figure on choice, with a table of the same weekly numbers', async () => {
    stubApi({ [PATH]: ok(busy) });
    render(<InsightsTab vendorId="v1" active />);
    const table = await screen.findByRole('table', { name: 'Profile views per week' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Week of', 'Profile views', 'List appearances', 'Contact clicks', 'Saved by couples', 'Inquiries', 'Replies', 'Booked']);
    expect([within(rows[1]!).getByRole('rowheader').textContent, ...within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)]).toEqual(['Oct 26, 2026', '3', '40', '0', '1', '0', '0', '0']);
    expect(within(rows[5]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['21', '80', '1', '4', '1', '1', '0']);
    // The table is there for screen readers, and on screen with 'Show as table'.
    const wrap = table.parentElement!;
    expect(wrap.className).toContain('visually-hidden');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(wrap.className).not.toContain('visually-hidden');
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    // The chart itself (lazy Chartist) draws one bar per week.
    await waitFor(() => expect(screen.getByTestId('chart-drawing').querySelectorAll('.ct-bar')).toHaveLength(5));
    await user.selectOptions(screen.getByLabelText('Show on the chart'), 'inquiries');
    expect(await screen.findByRole('table', { name: 'Inquiries per week' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show on the chart'), 'savedByCouples');
    expect(await screen.findByRole('table', { name: 'Saved by couples per week' })).toBeTruthy();
  });

  it("says 'No visits yet' when nothing was counted, and still shows the zeros", async () => {
    stubApi({ [PATH]: ok(insightsAnswer()) });
    render(<InsightsTab vendorId="v1" active />);
    expect((await screen.findByTestId('insights-empty')).textContent).toContain(NO_VISITS_YET);
    expect(within(screen.getByTestId('figure-booked')).getByText('0')).toBeTruthy();
    expect(screen.getByTestId('change-views').textContent).toBe('—');
    expect(screen.getByRole('table', { name: 'Profile views per week' })).toBeTruthy();
  });

  it('offers Retry when the insights fail to load, and recovers', async () => {
    stubApi({ [PATH]: [serverError, ok(busy)] });
    render(<InsightsTab vendorId="v1" active />);
    expect(await screen.findByText(INSIGHTS_LOAD_FAILED)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('figure-views')).toBeTruthy();
  });
});
