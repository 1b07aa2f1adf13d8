import { useLocation } from 'react-router-dom';

/** Each fact as a list URL writes it; the page it is carried to reads it with its own rules (list-params.ts). */
const CARRIED = [
  ['date', /^\d{4}-\d{2}-\d{2}$/],
  ['guests', /^[1-9]\d{0,4}$/],
  ['maxPrice', /^\d{1,8}$/],
] as const;

/**
 * The couple's wedding date, guests and budget of a URL (`?date=&guests=&maxPrice=`, ADR 17) as a query
 * string to carry on a link ('' when none): from a list to the vendor page, on to its message form, and
 * back to the list (issue 36). Only those three, in the list's order; its page, search and city stay behind.
 * Small on purpose: every card uses it, and cards are on the home page's first load (ADR 25).
 */
export const carriedFactsQuery = (search: string): string => {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, shape] of CARRIED) {
    const value = (params.get(name) ?? '').trim();
    if (shape.test(value)) kept.set(name, value);
  }
  const qs = kept.toString();
  return qs ? `?${qs}` : '';
};

/** The current page's facts to carry on its links. */
export const useCarriedFacts = (): string => carriedFactsQuery(useLocation().search);
