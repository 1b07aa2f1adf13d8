import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { factsQuery, listQuery, NO_FACTS, readDateProblem, readListFacts } from './list-params';
import { FactChips, factsPhrase, SearchFacts } from './SearchFacts';

describe('the wedding date, guests and budget in a list URL', () => {
  it('reads them from the URL, leaving out what the server would refuse', () => {
    const read = (q: string) => readListFacts(new URLSearchParams(q), '2026-11-25');
    expect(read('date=2027-06-05&guests=150&maxPrice=5000')).toEqual({ date: '2027-06-05', guests: '150', maxPrice: '5000' });
    expect(read('date=2026-11-24&guests=0&maxPrice=-1')).toEqual(NO_FACTS);
    expect(read('date=2027-02-29&guests=10001&maxPrice=9.5')).toEqual(NO_FACTS);
    expect(factsQuery(read('guests=080&maxPrice=0'))).toEqual({ guests: 80, maxPrice: 0 });
  });
  it("says what is wrong with the URL's wedding date: a past one (before today in New York) or no date at all", () => {
    const problem = (q: string) => readDateProblem(new URLSearchParams(q), '2026-11-25');
    expect(problem('date=2020-01-01')).toEqual({ value: '2020-01-01', message: 'Wedding date must be today or later' });
    expect(problem('date=someday')).toEqual({ value: 'someday', message: 'Wedding date must be a real date written YYYY-MM-DD' });
    expect(problem('date=2026-11-25')).toBeNull();
    expect(problem('guests=20')).toBeNull();
  });
  it('keeps them in every list link, after the page, search and city', () => {
    expect(listQuery({ page: 2, search: 'barn', location: 'Greer', date: '2027-06-05', guests: '150', maxPrice: '5000' })).toBe('?page=2&search=barn&location=Greer&date=2027-06-05&guests=150&maxPrice=5000');
    expect(listQuery({ ...NO_FACTS, page: 1 })).toBe('');
  });
  it('says them in words for the empty state', () => {
    expect(factsPhrase({ date: '2027-06-05', guests: '150', maxPrice: '5000' })).toBe('free on Jun 5, 2027, for 150 guests, starting at $5,000 or less');
  });
});

describe('SearchFacts', () => {
  const facts = { date: '', guests: '', maxPrice: '' };

  it('applies a wedding date and a budget when chosen, and a guest count on Enter or when the field is left', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SearchFacts facts={facts} showGuests onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Wedding date'), { target: { value: '2030-06-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ date: '2030-06-01' });
    await user.selectOptions(screen.getByLabelText('Budget'), 'Starting at $5,000 or less');
    expect(onChange).toHaveBeenLastCalledWith({ maxPrice: '5000' });
    onChange.mockClear();
    await user.type(screen.getByLabelText('Guests'), '150');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ guests: '150' });
  });

  it('offers a Budget step every $500 up to $10,000, so $6,000 can be chosen', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SearchFacts facts={facts} showGuests onChange={onChange} />);
    const options = [...(screen.getByLabelText('Budget') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options.slice(0, 4)).toEqual(['Any starting price', 'Starting at $1,000 or less', 'Starting at $1,500 or less', 'Starting at $2,000 or less']);
    expect(options).toContain('Starting at $5,500 or less');
    expect(options).toContain('Starting at $12,000 or less');
    expect(options.at(-1)).toBe('Starting at $50,000 or less');
    await user.selectOptions(screen.getByLabelText('Budget'), 'Starting at $6,000 or less');
    expect(onChange).toHaveBeenLastCalledWith({ maxPrice: '6000' });
  });

  it("shows a past wedding date from the URL in the date field with why it is not applied, and clears it once another date is chosen", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SearchFacts facts={facts} showGuests onChange={onChange} dateProblem={{ value: '2020-01-01', message: 'Wedding date must be today or later' }} />,
    );
    const field = screen.getByLabelText('Wedding date') as HTMLInputElement;
    expect(field.value).toBe('2020-01-01');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('Wedding date must be today or later');
    expect(screen.getByRole('alert').textContent).toBe('Wedding date must be today or later');
    fireEvent.change(field, { target: { value: '2030-06-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ date: '2030-06-01' });
    rerender(<SearchFacts facts={{ ...facts, date: '2030-06-01' }} showGuests onChange={onChange} dateProblem={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Wedding date') as HTMLInputElement).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows Guests only where capacity means something', () => {
    render(<SearchFacts facts={facts} showGuests={false} onChange={vi.fn()} />);
    expect(screen.queryByLabelText('Guests')).toBeNull();
    expect(screen.getByLabelText('Wedding date')).toBeTruthy();
    expect(screen.getByLabelText('Budget')).toBeTruthy();
  });

  it('lists each fact in force as a link that removes only it', () => {
    render(
      <MemoryRouter>
        <ul>
          <FactChips pathname="/venues" search="barn" location="" facts={{ date: '2027-06-05', guests: '150', maxPrice: '5000' }} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Remove Wedding Jun 5, 2027' }).getAttribute('href')).toBe('/venues?search=barn&guests=150&maxPrice=5000');
    expect(screen.getByRole('link', { name: 'Remove 150 guests' }).getAttribute('href')).toBe('/venues?search=barn&date=2027-06-05&maxPrice=5000');
    expect(screen.getByRole('link', { name: 'Remove Up to $5,000' }).getAttribute('href')).toBe('/venues?search=barn&date=2027-06-05&guests=150');
  });
});
