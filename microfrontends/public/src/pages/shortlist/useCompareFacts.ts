import { useEffect, useState } from 'react';
import { getVendorCompare, requestFailureMessage, type CompareVendor } from '@uwd/api-client';

export const SHORTLIST_LOAD_FAILED = 'Your saved vendors could not be loaded. Please try again.';

/** What was read so far: the ids asked, for which date, and the listed vendors among them by id. */
interface Loaded {
  asked: ReadonlySet<string>;
  date: string | null;
  vendors: ReadonlyMap<string, CompareVendor>;
}

const NOTHING_LOADED: Loaded = { asked: new Set(), date: null, vendors: new Map() };

/**
 * The couple's saved vendors with their compare facts (GET /api/vendors/compare, issue 39): read once for the
 * saved ids and the wedding date, again only when a vendor is saved that was not read yet (in another tab) or
 * the date changes. Removing one reads nothing. Until a new read arrives the last one stays on screen, with
 * the date it was read for (`readDate`), so no vendor is said free on a date nobody asked its calendar about.
 */
export function useCompareFacts(ids: readonly string[], date: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded>(NOTHING_LOADED);
  const [attempt, setAttempt] = useState(0);
  // A failure is that of one read: saving another vendor, another date or 'Retry' makes a new read, and forgets it.
  const [failed, setFailed] = useState<{ read: string; message: string } | null>(null);
  const wantedDate = date ?? null;
  const stale = ids.some((id) => !loaded.asked.has(id)) || (ids.length > 0 && loaded.date !== wantedDate);
  const wanted = stale ? `${ids.join(',')}@${wantedDate ?? ''}` : '';
  const read = `${wanted}#${attempt}`;
  const failure = failed?.read === read ? failed.message : null;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const [list = '', day = ''] = wanted.split('@');
    const asked = list.split(',');
    getVendorCompare(asked, day || undefined, { signal: controller.signal })
      .then((answer) => {
        setLoaded({ asked: new Set(asked), date: answer.date, vendors: new Map(answer.vendors.map((v) => [v._id, v])) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed({ read, message: requestFailureMessage(error, SHORTLIST_LOAD_FAILED) });
      });
    return () => controller.abort();
  }, [wanted, read]);

  return {
    loading: wanted !== '' && failure === null,
    failure,
    retry: () => setAttempt((n) => n + 1),
    vendors: ids.flatMap((id) => loaded.vendors.get(id) ?? []),
    readDate: loaded.date,
    unlisted: ids.filter((id) => loaded.asked.has(id) && !loaded.vendors.has(id)).length,
  };
}
