import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListUrl } from './useListUrl';

const inRouter = (url: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

const useListUrlAndLocation = () => ({ change: useListUrl(), location: useLocation() });

describe('useListUrl', () => {
  it('changes one part of the list URL and keeps the rest, back to page 1 unless a page is given', () => {
    const { result } = renderHook(useListUrlAndLocation, { wrapper: inRouter('/venues?page=3&location=Greer&date=2099-06-05') });
    act(() => result.current.change({ maxPrice: '6000' }));
    expect(result.current.location.search).toBe('?location=Greer&date=2099-06-05&maxPrice=6000');
    act(() => result.current.change({ page: 2 }));
    expect(result.current.location.search).toBe('?page=2&location=Greer&date=2099-06-05&maxPrice=6000');
  });

  it('keeps a change made before the one before it was drawn: guests, then a budget at once', () => {
    const { result } = renderHook(useListUrlAndLocation, { wrapper: inRouter('/shortlist?date=2099-06-05') });
    act(() => {
      // Both from the same render, as when the second event comes while the first navigation is a pending transition.
      const change = result.current.change;
      change({ guests: '120' });
      change({ maxPrice: '6000' });
    });
    expect(result.current.location.search).toBe('?date=2099-06-05&guests=120&maxPrice=6000');
  });
});
