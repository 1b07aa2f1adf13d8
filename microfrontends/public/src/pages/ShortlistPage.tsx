import { useEffect, useState } from 'react';
import {
  BROWSE_VENDORS,
  CLEAR_SHORTLIST,
  EMPTY_SHORTLIST,
  groupByCategory,
  REMOVE_LABEL,
  SHORTLIST_HEADING,
} from '@domain/couples/shortlist-page';
import { getVendorCards, requestFailureMessage, type VendorSummary } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Container, EmptyState, HeartIcon, PageLoader, usePageTitle } from '@uwd/ui';
import { clearShortlist, removeSavedVendor, useShortlist } from '@uwd/ui/shortlist';
import { VendorCard } from '../components/VendorCard';
import { ClearShortlistDialog } from './shortlist/ClearShortlistDialog';
import '../components/vendor-card.css';
import './shortlist/shortlist.css';

export const SHORTLIST_LOAD_FAILED = 'Your saved vendors could not be loaded. Please try again.';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The cards read so far, by id (null: not listed), and the ids asked for. */
interface Loaded {
  asked: ReadonlySet<string>;
  cards: ReadonlyMap<string, VendorSummary>;
}

const NOTHING_LOADED: Loaded = { asked: new Set(), cards: new Map() };

/**
 * The couple's saved cards: read once for the saved ids (GET /api/vendors/cards), and again only when a
 * vendor is saved that was not read yet (in another tab). Removing one reads nothing.
 */
function useSavedCards(ids: readonly string[]) {
  const [loaded, setLoaded] = useState<Loaded>(NOTHING_LOADED);
  const [attempt, setAttempt] = useState(0);
  // A failure is that of one read: saving another vendor or 'Retry' makes a new read, and forgets it.
  const [failed, setFailed] = useState<{ read: string; message: string } | null>(null);
  const missing = ids.filter((id) => !loaded.asked.has(id));
  const wanted = missing.length > 0 ? ids.join(',') : '';
  const read = `${wanted}#${attempt}`;
  const failure = failed?.read === read ? failed.message : null;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const asked = wanted.split(',');
    getVendorCards(asked, { signal: controller.signal })
      .then((vendors) => {
        setLoaded({ asked: new Set(asked), cards: new Map(vendors.map((v) => [v._id, v])) });
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
    cards: ids.flatMap((id) => loaded.cards.get(id) ?? []),
    unlisted: ids.filter((id) => loaded.asked.has(id) && !loaded.cards.has(id)).length,
  };
}

/**
 * /shortlist (issue 39): the vendors this browser saved, grouped by category, each with 'Remove'; 'Clear
 * shortlist' after a confirmation. Personal to the browser, so the server marks it noindex.
 */
export default function ShortlistPage() {
  usePageTitle(SHORTLIST_HEADING);
  const saved = useShortlist();
  const { loading, failure, retry, cards, unlisted } = useSavedCards(saved.map((v) => v.id));
  const [confirming, setConfirming] = useState(false);
  const groups = groupByCategory(cards);

  return (
    <div className="shortlist-page">
      <Container>
        <header className="shortlist-page__header">
          <div>
            <h1 className="shortlist-page__title">{SHORTLIST_HEADING}</h1>
            <p className="shortlist-page__lead">
              {saved.length > 0 ? `${plural(saved.length, 'saved vendor')}, kept in this browser.` : 'Save vendors with the heart on their cards to compare them here.'}
            </p>
          </div>
          {saved.length > 0 && (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {CLEAR_SHORTLIST}
            </Button>
          )}
        </header>

        {saved.length === 0 ? (
          <EmptyState icon={<HeartIcon size={32} />} title={EMPTY_SHORTLIST} action={<ButtonLink to="/vendors">{BROWSE_VENDORS}</ButtonLink>}>
            <p>Tap the heart on a vendor to keep them here while you plan.</p>
          </EmptyState>
        ) : failure ? (
          <Alert tone="error" action={<Button variant="outline" size="sm" onClick={retry}>Retry</Button>}>
            {failure}
          </Alert>
        ) : loading && cards.length === 0 ? (
          <div aria-busy="true">
            <PageLoader label="Loading your saved vendors…" />
          </div>
        ) : (
          <div aria-busy={loading || undefined}>
            {groups.map(({ category, vendors }) => (
              <section key={category.slug} className="shortlist-group" aria-labelledby={`shortlist-${category.slug}`}>
                <h2 id={`shortlist-${category.slug}`} className="shortlist-group__title">
                  {category.name} <span className="shortlist-group__count">({vendors.length})</span>
                </h2>
                <ul className="vendor-grid shortlist-grid">
                  {vendors.map((vendor) => (
                    <li key={vendor._id}>
                      <VendorCard vendor={vendor} />
                      <Button
                        variant="ghost"
                        size="sm"
                        className="shortlist-grid__remove"
                        aria-label={`${REMOVE_LABEL} ${vendor.name}`}
                        onClick={() => removeSavedVendor(vendor._id)}
                      >
                        {REMOVE_LABEL}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {unlisted > 0 && (
              <p className="shortlist-page__note">{`${plural(unlisted, 'saved vendor')} ${unlisted === 1 ? 'is' : 'are'} no longer listed.`}</p>
            )}
          </div>
        )}
      </Container>

      {confirming && (
        <ClearShortlistDialog
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            clearShortlist();
            setConfirming(false);
          }}
        />
      )}
    </div>
  );
}
