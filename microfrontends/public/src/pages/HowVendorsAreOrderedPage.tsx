import { ButtonLink, Container, Section, usePageTitle } from '@uwd/ui';
import { RANKING_NOTE, RANKING_PAGE_TITLE } from '@domain/listings/ranking';
import './static-pages.css';
import './HowVendorsAreOrderedPage.css';

/**
 * 'How vendors are ordered' (issue 18 §6): the published ranking, word for word what the lists do
 * (domain/listings/ranking.ts; docs/adr/0018-published-ranking.md).
 */
export function HowVendorsAreOrderedPage() {
  usePageTitle(RANKING_PAGE_TITLE);
  return (
    <div className="ranking-page">
      <header className="static-hero static-hero--center static-hero--compact">
        <Container>
          <p className="eyebrow eyebrow--light">Our lists</p>
          <h1 className="static-hero__title">{RANKING_PAGE_TITLE}</h1>
          <p className="static-hero__lead">The same rules for every vendor, in plain words.</p>
        </Container>
      </header>

      <Container size="narrow" className="ranking-note" data-testid="ranking-note">
        <section aria-labelledby="ranking-featured-title">
          <h2 id="ranking-featured-title">{RANKING_NOTE.featuredTitle}</h2>
          {RANKING_NOTE.featured.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <section aria-labelledby="ranking-order-title">
          <h2 id="ranking-order-title">{RANKING_NOTE.orderTitle}</h2>
          <ol className="ranking-note__steps">
            {RANKING_NOTE.order.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="ranking-not-title">
          <h2 id="ranking-not-title">{RANKING_NOTE.notTitle}</h2>
          {RANKING_NOTE.not.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
        <section aria-labelledby="ranking-search-title">
          <h2 id="ranking-search-title">{RANKING_NOTE.searchTitle}</h2>
          {RANKING_NOTE.search.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      </Container>

      <Section tone="tinted" aria-label="Browse">
        <Container size="narrow" className="text-center">
          <div className="button-row button-row--center">
            <ButtonLink to="/vendors" size="lg">
              Browse Vendors
            </ButtonLink>
            <ButtonLink to="/partner" variant="outline" size="lg">
              For Wedding Professionals
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </div>
  );
}

export default HowVendorsAreOrderedPage;
