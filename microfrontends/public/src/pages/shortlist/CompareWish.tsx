import { useSearchParams } from 'react-router-dom';
import type { CoupleWish } from '@domain/couples/compare';
import { factsQuery, readDateProblem, readListFacts, type ListFacts } from '../lists/list-params';
import { SearchFacts } from '../lists/SearchFacts';
import { useListUrl } from '../lists/useListUrl';
import '../lists/lists.css';

/**
 * The couple's wedding date, guests and budget on /shortlist (issue 39 §2), kept in the URL exactly as the
 * lists keep them (`?date=&guests=&maxPrice=`, list-params.ts): a list's link carries them here and the
 * shortlist's vendor links carry them on. Values the lists would not send are left out the same way.
 */
export function useCoupleWish() {
  const [params] = useSearchParams();
  const change = useListUrl();
  const facts = readListFacts(params);
  const wish: CoupleWish = factsQuery(facts);
  return {
    facts,
    wish,
    dateProblem: readDateProblem(params),
    setFacts: (next: Partial<ListFacts>) => change(next),
  };
}

/** The form at the top of the shortlist: the lists' own 'Wedding date', 'Guests' and 'Budget' fields. */
export function CompareWish({ wish }: { wish: ReturnType<typeof useCoupleWish> }) {
  return (
    <section className="compare-wish" aria-labelledby="compare-wish-title">
      <h2 id="compare-wish-title" className="compare-wish__title">
        Your wedding
      </h2>
      <p className="compare-wish__lead">Give your date, guests and budget to see which saved vendors fit.</p>
      <SearchFacts facts={wish.facts} dateProblem={wish.dateProblem} showGuests onChange={wish.setFacts} />
    </section>
  );
}
