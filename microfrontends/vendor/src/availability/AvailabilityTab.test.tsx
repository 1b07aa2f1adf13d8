import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@uwd/auth-store';
import { ok, posted, stubApi } from '../../../../tests/support/components.ts';
import { AvailabilityTab } from './AvailabilityTab';

const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
const month = (from: string, days: Array<{ day: string; kind: 'booked' | 'unavailable' }> = []) =>
  ok({ success: true, from, months: 1, first: `${from}-01`, last: `${from}-28`, today: '2026-11-25', days });
const calendarApi = (marks: Record<string, Array<{ day: string; kind: 'booked' | 'unavailable' }>> = {}) =>
  stubApi({
    'GET /api/vendors/v1/availability': (url) => month(url.searchParams.get('from')!, marks[url.searchParams.get('from')!] ?? []),
    'PUT /api/vendors/v1/availability': ok({ success: true, message: 'Marked 8 days as unavailable.', changed: 8, from: '2026-11-26', to: '2026-12-03', status: 'unavailable' }),
  });
const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

describe('the Availability tab', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T15:00:00Z'));
    useAuthStore.setState({ status: 'authenticated', token: 't', user: { email: 'owner@example.com', isAdmin: false, vendorId: 'v1' } as never });
    notice.success.mockReset();
    notice.error.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the month as a grid with marked days named, past days disabled, and no way back before this month', async () => {
    calendarApi({ '2026-11': [{ day: '2026-11-28', kind: 'booked' }, { day: '2026-11-29', kind: 'unavailable' }] });
    render(<AvailabilityTab vendorId="v1" notice={notice} />);
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeTruthy();
    await waitFor(() => expect(cell('2026-11-28').getAttribute('aria-label')).toBe('Saturday, November 28, 2026, booked'));
    expect(cell('2026-11-29').getAttribute('aria-label')).toBe('Sunday, November 29, 2026, unavailable');
    expect(cell('2026-11-30').getAttribute('aria-label')).toBe('Monday, November 30, 2026, available');
    expect(cell('2026-11-24').getAttribute('aria-disabled')).toBe('true');
    expect(cell('2026-11-25').getAttribute('aria-current')).toBe('date');
    expect(cell('2026-11-25').tabIndex).toBe(0);
    expect(cell('2026-11-26').tabIndex).toBe(-1);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('Booked');
  });

  it('moves by day and week with the arrow keys, into the next month, and selects a range with Enter then Shift+Enter', async () => {
    const sent = calendarApi();
    const user = userEvent.setup();
    render(<AvailabilityTab vendorId="v1" notice={notice} />);
    await screen.findByRole('grid', { name: 'November 2026' });
    cell('2026-11-25').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('2026-11-26'));
    await user.keyboard('{Enter}');
    expect(cell('2026-11-26').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cell('2026-12-03')));
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByTestId('availability-selection').textContent).toBe('Selected: Nov 26, 2026 – Dec 3, 2026 (8 days)');
    await user.click(screen.getByRole('button', { name: 'Mark Unavailable' }));
    await waitFor(() => expect(posted(sent)).toEqual([{ method: 'PUT', url: '/api/vendors/v1/availability', body: { from: '2026-11-26', to: '2026-12-03', status: 'unavailable' } }]));
    expect(await screen.findByText('Marked 8 days as unavailable.')).toBeTruthy();
    expect(notice.success).toHaveBeenCalledWith('Marked 8 days as unavailable.');
    expect(screen.getByTestId('availability-selection').textContent).toBe('No dates selected');
  });

  it('selects a range with Shift+click, and never a day in the past', async () => {
    calendarApi();
    const user = userEvent.setup();
    render(<AvailabilityTab vendorId="v1" notice={notice} />);
    await screen.findByRole('grid', { name: 'November 2026' });
    await user.click(cell('2026-11-20'));
    expect(screen.getByTestId('availability-selection').textContent).toBe('No dates selected');
    expect((screen.getByRole('button', { name: 'Mark Booked' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(cell('2026-11-27'));
    await user.keyboard('{Shift>}');
    await user.click(cell('2026-11-29'));
    await user.keyboard('{/Shift}');
    expect(screen.getByTestId('availability-selection').textContent).toBe('Selected: Nov 27, 2026 – Nov 29, 2026 (3 days)');
    expect(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'].map((d) => cell(d).getAttribute('aria-selected'))).toEqual(['true', 'true', 'true', 'false']);
  });

  it('says when the calendar cannot be loaded, with a retry', async () => {
    stubApi({ 'GET /api/vendors/v1/availability': { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Oops' } } } });
    render(<AvailabilityTab vendorId="v1" notice={notice} />);
    expect(await screen.findByText('Failed to load your calendar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
