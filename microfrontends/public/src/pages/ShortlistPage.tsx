import { useState } from 'react';
import { isCategorySlug } from '@domain/categories/category';
import { COMPARE_FULL_MESSAGE, compareFlags, comparedOf, togglePick } from '@domain/couples/compare';
import {
  BROWSE_VENDORS,
  CLEAR_SHORTLIST,
  COMPARE_LIMIT,
  EMPTY_SHORTLIST,
  groupByCategory,
  MESSAGE_SELECTED,
  MULTI_SEND_FULL_MESSAGE,
  MULTI_SEND_LIMIT,
  REMOVE_LABEL,
  selectLabel,
  SHORTLIST_HEADING,
  shortlistMessagePath,
} from '@domain/couples/shortlist-page';
import type { CompareVendor } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Container, EmptyState, HeartIcon, PageLoader, usePageTitle } from '@uwd/ui';
import { clearShortlist, removeSavedVendor, useShortlist } from '@uwd/ui/shortlist';
import { VendorCard } from '../components/VendorCard';
import { useCarriedFacts } from '../lib/carried-facts';
import { ClearShortlistDialog } from './shortlist/ClearShortlistDialog';
import { CompareTable } from './shortlist/CompareTable';
import { CompareWish, useCoupleWish } from './shortlist/CompareWish';
import { ShortlistLinks } from './shortlist/ShortlistLinks';
import { SHORTLIST_LOAD_FAILED, useCompareFacts } from './shortlist/useCompareFacts';
import '../components/vendor-card.css';
import './shortlist/shortlist.css';
import './shortlist/compare.css';

export { SHORTLIST_LOAD_FAILED };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Oak Barn has marked this date as unavailable', when the vendor's calendar was read for the couple's date. */
const unavailableNote = (vendor: CompareVendor, date: string | undefined, readDate: string | null): string | null => {
  if (!date || readDate !== date || !vendor.unavailableOnDate || !isCategorySlug(vendor.category.slug)) return null;
  const subject = { name: vendor.name, category: vendor.category.slug, capacity: vendor.capacity, startingPrice: vendor.startingPrice, unavailableOnDate: true };
  return compareFlags(subject, { date }).date?.text ?? null;
};

/**
 * /shortlist (issue 39): the vendors this browser saved, grouped by category, each with 'Select' (one message
 * to several, up to MULTI_SEND_LIMIT) and 'Remove'; per category a compare table of up to COMPARE_LIMIT of
 * them (the couple picks which when there are more), flagged against the wedding date, guests and budget
 * given at the top (kept in the URL like the lists'). 'Clear shortlist' after a confirmation. Personal to
 * the browser, so the server marks it noindex.
 */
export default function ShortlistPage() {
  usePageTitle(SHORTLIST_HEADING);
  const saved = useShortlist();
  const savedIds = saved.map((v) => v.id);
  const wish = useCoupleWish();
  const date = wish.wish.date;
  const { loading, failure, retry, vendors, readDate, unlisted } = useCompareFacts(savedIds, date);
  const linkQuery = useCarriedFacts();
  const [confirming, setConfirming] = useState(false);
  // The vendors picked for one message, in the order picked; and per category the vendors chosen to compare.
  const [picked, setPicked] = useState<string[]>([]);
  const [chosen, setChosen] = useState<Readonly<Record<string, string[]>>>({});
  // A refused pick, said politely (role=status) until the next pick goes through.
  const [notice, setNotice] = useState('');
  const selected = picked.filter((id) => savedIds.includes(id));
  const groups = groupByCategory(vendors);

  const toggleSelected = (id: string) => {
    const next = togglePick(selected, id, MULTI_SEND_LIMIT);
    setNotice(next.ok ? '' : MULTI_SEND_FULL_MESSAGE);
    if (next.ok) setPicked(next.list);
  };
  const toggleCompared = (slug: string, ids: string[], id: string) => {
    const next = togglePick(comparedOf(ids, chosen[slug]), id, COMPARE_LIMIT);
    setNotice(next.ok ? '' : COMPARE_FULL_MESSAGE);
    if (next.ok) setChosen({ ...chosen, [slug]: next.list });
  };
  const messageLink = `${shortlistMessagePath(selected)}${linkQuery.replace('?', '&')}`;

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

        <ShortlistLinks />

        {saved.length === 0 ? (
          <EmptyState icon={<HeartIcon size={32} />} title={EMPTY_SHORTLIST} action={<ButtonLink to="/vendors">{BROWSE_VENDORS}</ButtonLink>}>
            <p>Tap the heart on a vendor to keep them here while you plan.</p>
          </EmptyState>
        ) : (
          <>
            <CompareWish wish={wish} />
            <div className="shortlist-selection" data-testid="shortlist-selection">
              <p className="shortlist-selection__count">
                {selected.length > 0 ? `${selected.length} of ${MULTI_SEND_LIMIT} selected` : `Select up to ${MULTI_SEND_LIMIT} vendors to send them one message.`}
              </p>
              {selected.length > 0 && <ButtonLink to={messageLink}>{MESSAGE_SELECTED}</ButtonLink>}
              <p className="shortlist-selection__notice" role="status">
                {notice}
              </p>
            </div>
            {failure ? (
              <Alert tone="error" action={<Button variant="outline" size="sm" onClick={retry}>Retry</Button>}>
                {failure}
              </Alert>
            ) : loading && vendors.length === 0 ? (
              <div aria-busy="true">
                <PageLoader label="Loading your saved vendors…" />
              </div>
            ) : (
              <div aria-busy={loading || undefined}>
                {groups.map(({ category, vendors: inCategory }) => {
                  const ids = inCategory.map((v) => v._id);
                  const compared = comparedOf(ids, chosen[category.slug]);
                  const choosing = inCategory.length > COMPARE_LIMIT;
                  return (
                    <section key={category.slug} className="shortlist-group" aria-labelledby={`shortlist-${category.slug}`}>
                      <h2 id={`shortlist-${category.slug}`} className="shortlist-group__title">
                        {category.name} <span className="shortlist-group__count">({inCategory.length})</span>
                      </h2>
                      <ul className="vendor-grid shortlist-grid">
                        {inCategory.map((vendor) => {
                          const note = unavailableNote(vendor, date, readDate);
                          const noteId = `shortlist-note-${vendor._id}`;
                          return (
                            <li key={vendor._id}>
                              <VendorCard vendor={vendor} linkQuery={linkQuery} />
                              <div className="shortlist-item__controls">
                                <label className="shortlist-check">
                                  <input
                                    type="checkbox"
                                    checked={selected.includes(vendor._id)}
                                    aria-describedby={note ? noteId : undefined}
                                    onChange={() => toggleSelected(vendor._id)}
                                  />
                                  <span aria-hidden="true">Select</span>
                                  <span className="visually-hidden">{selectLabel(vendor.name)}</span>
                                </label>
                                {choosing && (
                                  <label className="shortlist-check">
                                    <input type="checkbox" checked={compared.includes(vendor._id)} onChange={() => toggleCompared(category.slug, ids, vendor._id)} />
                                    <span aria-hidden="true">Compare</span>
                                    <span className="visually-hidden">{`Compare ${vendor.name}`}</span>
                                  </label>
                                )}
                                <Button
                                  variant="ghost"
                                  size="sm"
                                  className="shortlist-grid__remove"
                                  aria-label={`${REMOVE_LABEL} ${vendor.name}`}
                                  onClick={() => removeSavedVendor(vendor._id)}
                                >
                                  {REMOVE_LABEL}
                                </Button>
                              </div>
                              {note && (
                                <p id={noteId} className="shortlist-item__unavailable">
                                  {note}
                                </p>
                              )}
                            </li>
                          );
                        })}
                      </ul>
                      {choosing && <p className="shortlist-group__hint">{`Tick 'Compare' on up to ${COMPARE_LIMIT} of them to see them side by side.`}</p>}
                      <CompareTable
                        category={category}
                        vendors={inCategory.filter((v) => compared.includes(v._id))}
                        wish={wish.wish}
                        readDate={readDate}
                        linkQuery={linkQuery}
                      />
                    </section>
                  );
                })}
                {unlisted > 0 && (
                  <p className="shortlist-page__note">{`${plural(unlisted, 'saved vendor')} ${unlisted === 1 ? 'is' : 'are'} no longer listed.`}</p>
                )}
              </div>
            )}
          </>
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
