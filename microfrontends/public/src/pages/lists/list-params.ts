import { isCalendarDay, siteToday } from '@domain/availability/calendar-days';
import { listDateProblem } from '@domain/listings/list-date';

/** The server clamps pages here too (vendor-list-query.ts, not imported: it would bring zod along). */
const MAX_PAGE = 10_000;

/** What a list keeps in its URL query: `?page=2&search=barn&location=Greer`. */
export interface ListParams {
  page: number;
  search: string;
  location: string;
}

export function readListParams(params: URLSearchParams): ListParams {
  const rawPage = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isFinite(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1,
    search: (params.get('search') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
  };
}

/**
 * The three facts couples search by (issue 18), kept in the URL so a link can be shared:
 * `?date=2027-06-05&guests=150&maxPrice=5000`. Values the server would refuse (a past or malformed date, a
 * guest count outside 1..10 000, a budget that is not whole dollars) are left out rather than sent.
 */
export interface ListFacts {
  date: string;
  guests: string;
  maxPrice: string;
}

export function readListFacts(params: URLSearchParams, today = siteToday(new Date())): ListFacts {
  const date = (params.get('date') ?? '').trim();
  const guests = (params.get('guests') ?? '').trim();
  const maxPrice = (params.get('maxPrice') ?? '').trim();
  return {
    date: isCalendarDay(date) && date >= today ? date : '',
    guests: /^\d{1,5}$/.test(guests) && Number(guests) >= 1 && Number(guests) <= 10_000 ? String(Number(guests)) : '',
    maxPrice: /^\d{1,8}$/.test(maxPrice) ? String(Number(maxPrice)) : '',
  };
}

/**
 * A wedding date in the URL that readListFacts leaves out (before today in New York, or no calendar date),
 * with the API's message for it: the date field shows both, so `?date=2020-01-01` is never dropped silently.
 */
export function readDateProblem(params: URLSearchParams, today = siteToday(new Date())): { value: string; message: string } | null {
  const value = (params.get('date') ?? '').trim();
  const message = listDateProblem(value, today);
  return message ? { value, message } : null;
}

/** The facts as the API takes them (only those given). */
export const factsQuery = (f: ListFacts): { date?: string; guests?: number; maxPrice?: number } => ({
  ...(f.date ? { date: f.date } : {}),
  ...(f.guests ? { guests: Number(f.guests) } : {}),
  ...(f.maxPrice ? { maxPrice: Number(f.maxPrice) } : {}),
});

export const NO_FACTS: ListFacts = { date: '', guests: '', maxPrice: '' };

export const hasFacts = (f: ListFacts): boolean => Boolean(f.date || f.guests || f.maxPrice);

/** A query string for the given list state; page 1 and empty values are left out, so URLs stay clean. */
export function listQuery(next: Partial<ListParams & ListFacts>): string {
  const params = new URLSearchParams();
  if (next.page && next.page > 1) params.set('page', String(next.page));
  if (next.search) params.set('search', next.search);
  if (next.location) params.set('location', next.location);
  if (next.date) params.set('date', next.date);
  if (next.guests) params.set('guests', next.guests);
  if (next.maxPrice) params.set('maxPrice', next.maxPrice);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
