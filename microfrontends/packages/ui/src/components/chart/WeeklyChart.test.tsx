import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WeeklyChart } from './WeeklyChart';

const props = {
  title: 'Profile views per week',
  weeks: ['2026-11-09', '2026-11-16', '2026-11-23'],
  columns: [
    { key: 'views', label: 'Profile views', values: [3, 8, 5] },
    { key: 'booked', label: 'Booked', values: [0, 1, 0] },
  ],
  charted: 'views',
};

describe('WeeklyChart', () => {
  // jsdom has no matchMedia, which Chartist needs to draw.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }));
  });

  it("draws the charted column's bars and never writes an inline style attribute (the CSP's style-src 'self' blocks them)", async () => {
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    render(<WeeklyChart {...props} />);
    await waitFor(() => expect(screen.getByTestId('chart-drawing').querySelectorAll('.ct-bar')).toHaveLength(3));
    const bars = [...screen.getByTestId('chart-drawing').querySelectorAll('.ct-bar')].map((b) => b.getAttribute('ct:value'));
    expect(bars).toEqual(['3', '8', '5']);
    expect(setAttribute.mock.calls.filter(([name]) => name === 'style')).toEqual([]);
    // The labels keep their size and overflow, through the CSSOM.
    expect((screen.getByTestId('chart-drawing').querySelector('svg') as SVGElement).style.height).toBe('240px');
    expect((screen.getByTestId('chart-drawing').querySelector('foreignObject') as SVGElement).style.overflow).toBe('visible');
  });

  it('keeps the drawing from assistive tech and gives the same numbers as a captioned table', () => {
    render(<WeeklyChart {...props} />);
    expect(screen.getByTestId('chart-drawing').closest('[aria-hidden="true"]')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Profile views per week' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(3);
    expect([...table.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Nov 9, 2026', 'Nov 16, 2026', 'Nov 23, 2026']);
  });
});

describe('WeeklyChart when the chart chunk cannot load', () => {
  it('shows the table with a note instead', async () => {
    vi.doMock('./ChartistBars', () => {
      throw new Error('offline');
    });
    vi.resetModules();
    const { WeeklyChart: Fresh, CHART_LOAD_FAILED } = await import('./WeeklyChart');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Fresh {...props} />);
    expect(await screen.findByText(CHART_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Profile views per week' }).parentElement?.className).not.toContain('visually-hidden');
    vi.doUnmock('./ChartistBars');
  });
});
