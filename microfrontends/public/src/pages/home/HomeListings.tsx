/** The home page's loaded sections: the categories, the Premier Partners, the featured vendors, and the one load error. */
import { Alert, Button, ButtonLink, Container, EmptyState, Section, SectionHeading } from '@uwd/ui';
import { CategoryTile, CategoryTileSkeleton } from '../../components/CategoryTile';
import { VendorGrid, VendorGridSkeleton } from '../../components/VendorGrid';
import type { CategoriesState } from '../useCategories';
import { HOME_FEATURED_SHOWN, type HomeVendorsState } from '../useHomeVendors';

export function Categories({ state }: { state: CategoriesState }) {
  return (
    <Section tone="tinted" aria-labelledby="categories-title" aria-busy={state.status === 'loading'}>
      <Container>
        <SectionHeading
          id="categories-title"
          eyebrow="Explore by category"
          title="Find Your Wedding Team"
          lead="Browse trusted local professionals for every part of your day."
        />
        {state.status === 'ready' && state.categories.length === 0 ? (
          <EmptyState level={3} title="Categories are coming soon">
            <p>Our directory is being prepared. Please check back shortly.</p>
          </EmptyState>
        ) : (
          <ul className="category-grid">
            {state.status === 'loading'
              ? Array.from({ length: 6 }, (_, i) => (
                  <li key={i}>
                    <CategoryTileSkeleton />
                  </li>
                ))
              : state.status === 'ready' &&
                state.categories.map((category) => (
                  <li key={category._id}>
                    <CategoryTile category={category} />
                  </li>
                ))}
          </ul>
        )}
        {state.status === 'loading' && <p className="visually-hidden" role="status">Loading categories…</p>}
      </Container>
    </Section>
  );
}

/** SPEC §8: one message for any home load failure; Retry reloads the page. */
export function HomeLoadError() {
  return (
    <Section aria-label="Content unavailable" className="home-error-section">
      <Container>
        <div className="home-error">
          <Alert
            tone="error"
            action={
              <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
                Retry
              </Button>
            }
          >
            Failed to load content. Please try again.
          </Alert>
        </div>
      </Container>
    </Section>
  );
}

/** Shown only when there are Premier Partners (SPEC §2 Home). */
export function PremierPartners({ state }: { state: HomeVendorsState }) {
  if (state.status !== 'ready' || state.premier.length === 0) return null;
  return (
    <Section className="home-premier" aria-labelledby="premier-title" data-testid="premier-partners">
      <Container>
        <SectionHeading
          id="premier-title"
          eyebrow="Premier Partners"
          title="The Upstate's Most Trusted Pros"
          lead="Our premier partners are the wedding professionals we would send our own families to, with the reviews to prove it."
        />
        <VendorGrid vendors={state.premier} label="Premier Partners" />
      </Container>
    </Section>
  );
}

/** Three featured vendors chosen at random from up to 100 (SPEC §2, §9). */
export function FeaturedVendors({ state }: { state: HomeVendorsState }) {
  if (state.status === 'error' || (state.status === 'ready' && state.featured.length === 0)) return null;
  return (
    <Section aria-labelledby="featured-title" aria-busy={state.status === 'loading'} data-testid="featured-vendors">
      <Container>
        <SectionHeading
          id="featured-title"
          eyebrow="Handpicked for you"
          title="Featured Vendors"
          lead="A few of the talented people couples are booking across the Upstate this season."
        />
        {state.status === 'loading' ? (
          <VendorGridSkeleton count={HOME_FEATURED_SHOWN} />
        ) : (
          <VendorGrid vendors={state.featured} label="Featured Vendors" />
        )}
        <div className="button-row button-row--center home-featured__more">
          <ButtonLink to="/vendors" variant="outline">
            Browse All Vendors
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
