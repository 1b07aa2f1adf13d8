import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FEATURED_PER_PAGE } from '@domain/listings/ranking';
import { HowVendorsAreOrderedPage } from './HowVendorsAreOrderedPage';

describe("the 'How vendors are ordered' note", () => {
  it('says that featured placements are paid, labelled and capped, and the order of everyone else, in that order', () => {
    render(
      <MemoryRouter>
        <HowVendorsAreOrderedPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How vendors are ordered' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Featured placements are paid',
      'Everyone else, in this order',
      'What does not change the order',
      'When you search',
    ]);
    const note = screen.getByTestId('ranking-note');
    expect(note.textContent).toContain(`labelled 'Featured'. That block never holds more than ${FEATURED_PER_PAGE} vendors.`);
    const steps = within(note).getAllByRole('listitem').map((li) => li.textContent?.split(':')[0]);
    expect(steps).toEqual(['Rating', 'Number of reviews', 'A fair rotation']);
    expect(note.textContent).toContain('reshuffled once a day, at midnight Eastern time');
    expect(note.textContent).toContain('A search puts the best matches for its words first');
  });
});
