import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { getVendorCards } from '@uwd/api-client';
import { Button, Container, PageLoader, usePageTitle, useResource } from '@uwd/ui';
import { SAVE_ALL, SHARED_SHORTLIST_HEADING } from '@domain/couples/shortlist-link';
import { groupByCategory } from '@domain/couples/shortlist-page';
import { VendorCard } from '../../components/VendorCard';
import { keepVendors, keptMessage, openShortlistLink, ShortlistLinkLoadFailed, ShortlistLinkNotValid, shortlistLinkProblem } from './shortlist-link-pages';
import '../../components/vendor-card.css';
import './shortlist.css';
import './shortlist-links.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A shared shortlist, read-only (issue 39 §1): the link's vendors as cards, grouped by category, without
 * Remove or Clear; 'Save all to my shortlist' keeps them in this browser too.
 */
export function SharedShortlist({ token }: { token: string }) {
  const { state, retry } = useResource(`shortlist-shared|${token}`, async (signal) => {
    const link = await openShortlistLink(token, signal);
    return { link, cards: await getVendorCards(link.vendorIds, { signal }) };
  });
  const [saved, setSaved] = useState<string | null>(null);
  usePageTitle(state.status === 'error' ? 'Link Not Valid' : SHARED_SHORTLIST_HEADING);

  if (state.status === 'loading') return <PageLoader label="Loading the shared shortlist…" />;
  if (state.status === 'error') {
    const problem = shortlistLinkProblem(state.error);
    return problem ? <ShortlistLinkNotValid message={problem} /> : <ShortlistLinkLoadFailed onRetry={retry} />;
  }
  const { cards } = state.data;
  const unlisted = state.data.link.vendorIds.length - cards.length;
  return (
    <div className="shortlist-page" data-testid="shared-shortlist">
      <Container>
        <header className="shortlist-page__header">
          <div>
            <h1 className="shortlist-page__title">{SHARED_SHORTLIST_HEADING}</h1>
            <p className="shortlist-page__lead">{`${plural(cards.length, 'vendor')} saved for a wedding and shared with you. Look through them here; nothing you do changes the list.`}</p>
          </div>
        </header>
        {cards.length > 0 && (
          <div className="shared-shortlist__actions">
            <Button variant="outline" onClick={() => setSaved(keptMessage(keepVendors(cards.map((c) => c._id))))}>
              {SAVE_ALL}
            </Button>
            <p role="status" className="shortlist-links__status">
              {saved ?? ''}
            </p>
          </div>
        )}
        {groupByCategory(cards).map(({ category, vendors }) => (
          <section key={category.slug} className="shortlist-group" aria-labelledby={`shared-${category.slug}`}>
            <h2 id={`shared-${category.slug}`} className="shortlist-group__title">
              {category.name} <span className="shortlist-group__count">({vendors.length})</span>
            </h2>
            <ul className="vendor-grid">
              {vendors.map((vendor) => (
                <li key={vendor._id}>
                  <VendorCard vendor={vendor} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {unlisted > 0 && <p className="shortlist-page__note">{`${plural(unlisted, 'vendor')} on the list ${unlisted === 1 ? 'is' : 'are'} no longer listed.`}</p>}
      </Container>
    </div>
  );
}

/** /shortlist/shared/{token}: 'Share with my partner''s link. */
export default function SharedShortlistPage() {
  const { token = '' } = useParams();
  return <SharedShortlist token={token} />;
}
