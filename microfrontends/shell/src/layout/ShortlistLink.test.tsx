import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { removeSavedVendor, saveVendor, SHORTLIST_STORAGE_KEY } from '@uwd/ui/shortlist';
import { Header } from './Header';

const header = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );

describe("the header's 'Shortlist (N)'", () => {
  it('links /shortlist with the number of saved vendors, updated at once in this tab', () => {
    saveVendor('V1');
    header();
    expect(screen.getByRole('link', { name: 'Shortlist (1)' }).getAttribute('href')).toBe('/shortlist');
    act(() => {
      saveVendor('V2');
      saveVendor('V3');
    });
    expect(screen.getByRole('link', { name: 'Shortlist (3)' })).toBeTruthy();
    act(() => removeSavedVendor('V1'));
    expect(screen.getByRole('link', { name: 'Shortlist (2)' })).toBeTruthy();
  });

  it('follows a change made in another tab (the storage event)', () => {
    header();
    expect(screen.getByRole('link', { name: 'Shortlist (0)' })).toBeTruthy();
    act(() => {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([{ id: 'V9', savedAt: '2026-12-01T00:00:00.000Z' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(screen.getByRole('link', { name: 'Shortlist (1)' })).toBeTruthy();
  });

  it('is drawn with none saved on the server, whatever the browser keeps', () => {
    saveVendor('V1');
    const html = renderToString(
      <MemoryRouter>
        <Header />
      </MemoryRouter>,
    );
    expect(html).toMatch(/href="\/shortlist"[^>]*>.*Shortlist<\/span> <!-- -->\(0\)/);
  });
});
