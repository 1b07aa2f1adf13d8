import { useState, type KeyboardEvent } from 'react';
import { isCalendarDay, siteToday } from '@domain/availability/calendar-days';
import { ANY_BUDGET_LABEL, BUDGET_STEPS, budgetOptionLabel, dollarsLabel, isBudgetStep } from '@domain/listings/budget-steps';
import { countOf } from '@domain/shared/plural';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, CloseIcon } from '@uwd/ui';
import '../../components/list-controls.css';
import { listQuery, type ListFacts } from './list-params';

/** The 'Budget' steps (a starting price at most this many dollars) are the domain's (budget-steps.ts). */
export { BUDGET_STEPS };

const dollars = dollarsLabel;

export interface SearchFactsProps {
  facts: ListFacts;
  /** 'Guests' is shown where capacity means something: venues, caterers and the all-vendors list. */
  showGuests: boolean;
  /** The one fact changed: the page merges it into the URL last asked for (useListUrl). */
  onChange: (change: Partial<ListFacts>) => void;
  /** A wedding date in the URL that is not applied (readDateProblem): shown in the field with its message. */
  dateProblem?: { value: string; message: string } | null;
}

/**
 * The three facts couples search by (issue 18): 'Wedding date' (vendors who marked it are left out),
 * 'Guests' (venues and caterers that hold them) and 'Budget' (starting price at most). The date and the
 * budget apply when chosen; the guest count when the field is left or Enter is pressed.
 */
export function SearchFacts({ facts, showGuests, onChange, dateProblem = null }: SearchFactsProps) {
  const [guests, setGuests] = useState(facts.guests);
  const [shownGuests, setShownGuests] = useState(facts.guests);
  if (facts.guests !== shownGuests) {
    // A link, back/forward or Clear Filters changed the URL: the field follows it.
    setShownGuests(facts.guests);
    setGuests(facts.guests);
  }
  const commitGuests = () => {
    const value = /^\d+$/.test(guests.trim()) && Number(guests) >= 1 ? String(Math.min(Number(guests), 10_000)) : '';
    if (value !== facts.guests) onChange({ guests: value });
    else setGuests(value);
  };
  const onGuestsKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitGuests();
  };

  return (
    <div className="search-facts" role="group" aria-label="Search by wedding date, guests and budget" data-testid="search-facts">
      <div className={dateProblem ? 'search-facts__field field--invalid' : 'search-facts__field'}>
        <label htmlFor="facts-date" className="control-label">Wedding date</label>
        <input
          id="facts-date"
          name="date"
          type="date"
          className="field__input search-facts__input"
          min={siteToday(new Date())}
          value={facts.date || (dateProblem && isCalendarDay(dateProblem.value) ? dateProblem.value : '')}
          aria-invalid={dateProblem ? true : undefined}
          aria-describedby={dateProblem ? 'facts-date-error' : undefined}
          onChange={(e) => onChange({ date: e.target.value })}
        />
        {dateProblem && (
          // The list is shown for any date meanwhile: the URL's date is not sent to the API, which would refuse it.
          <p id="facts-date-error" className="field__error search-facts__error" role="alert">
            {dateProblem.message}
          </p>
        )}
      </div>
      {showGuests && (
        <div className="search-facts__field search-facts__field--guests">
          <label htmlFor="facts-guests" className="control-label">Guests</label>
          <input
            id="facts-guests"
            name="guests"
            type="number"
            inputMode="numeric"
            className="field__input search-facts__input"
            min={1}
            max={10_000}
            step={1}
            placeholder="Any"
            value={guests}
            onChange={(e) => setGuests(e.target.value)}
            onBlur={commitGuests}
            onKeyDown={onGuestsKey}
          />
        </div>
      )}
      <div className="search-facts__field">
        <label htmlFor="facts-budget" className="control-label">Budget</label>
        <div className="location-select__field">
          <select id="facts-budget" name="maxPrice" className="location-select__input search-facts__select" value={facts.maxPrice} onChange={(e) => onChange({ maxPrice: e.target.value })}>
            <option value="">{ANY_BUDGET_LABEL}</option>
            {BUDGET_STEPS.map((n) => (
              <option key={n} value={String(n)}>
                {budgetOptionLabel(n)}
              </option>
            ))}
            {facts.maxPrice && !isBudgetStep(Number(facts.maxPrice)) && <option value={facts.maxPrice}>{budgetOptionLabel(Number(facts.maxPrice))}</option>}
          </select>
          <ChevronDownIcon size={18} className="location-select__chevron" />
        </div>
      </div>
    </div>
  );
}

const weddingDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The facts in the empty state's sentence: 'free on Jun 5, 2027, for 150 guests, starting at $5,000 or less'. */
export const factsPhrase = (facts: ListFacts): string =>
  [
    facts.date && `free on ${weddingDay.format(new Date(`${facts.date}T00:00:00Z`))}`,
    facts.guests && `for ${countOf(Number(facts.guests), 'guest')}`,
    facts.maxPrice && `starting at ${dollars(Number(facts.maxPrice))} or less`,
  ]
    .filter(Boolean)
    .join(', ');

/** The facts in force as 'Filtered by' chips, each a link that removes it (the other filters stay). */
export function FactChips({ pathname, search, location, facts }: { pathname: string; search: string; location: string; facts: ListFacts }) {
  const chips: Array<{ key: keyof ListFacts; text: string }> = [];
  if (facts.date) chips.push({ key: 'date', text: `Wedding ${weddingDay.format(new Date(`${facts.date}T00:00:00Z`))}` });
  if (facts.guests) chips.push({ key: 'guests', text: countOf(Number(facts.guests), 'guest') });
  if (facts.maxPrice) chips.push({ key: 'maxPrice', text: `Up to ${dollars(Number(facts.maxPrice))}` });
  return (
    <>
      {chips.map((c) => (
        <li key={c.key}>
          <Link className="active-filter" to={{ pathname, search: listQuery({ search, location, ...facts, [c.key]: '' }) }} aria-label={`Remove ${c.text}`}>
            {c.text} <CloseIcon size={14} />
          </Link>
        </li>
      ))}
    </>
  );
}
