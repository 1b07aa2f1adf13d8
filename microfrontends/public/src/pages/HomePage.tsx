import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  HeartIcon,
  MapPinIcon,
  SearchIcon,
  Section,
  SectionHeading,
  ShieldCheckIcon,
  SITE_NAME,
  SparkleIcon,
  usePageTitle,
} from '@uwd/ui';
import { HOME_HERO } from '@domain/listings/home-hero';
import { CategoryTile, CategoryTileSkeleton } from '../components/CategoryTile';
import { VendorGrid, VendorGridSkeleton } from '../components/VendorGrid';
import { useCategories, type CategoriesState } from './useCategories';
import { HOME_FEATURED_SHOWN, useHomeVendors, type HomeVendorsState } from './useHomeVendors';
import './home-vendors.css';

function Hero() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = query.trim();
    navigate(search ? `/vendors?search=${encodeURIComponent(search)}` : '/vendors');
  };

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__decor" aria-hidden="true">
        <span className="hero__ring hero__ring--one" />
        <span className="hero__ring hero__ring--two" />
      </div>
      <Container className="hero__inner">
        <p className="hero__eyebrow">
          <MapPinIcon size={16} /> {HOME_HERO.eyebrow}
        </p>
        <h1 id="hero-title" className="hero__title">
          {HOME_HERO.title.before}
          <em>{HOME_HERO.title.emphasis}</em>
          {HOME_HERO.title.after}
        </h1>
        <p className="hero__lead">{HOME_HERO.lead}</p>
        <form className="hero-search" role="search" action="/vendors" onSubmit={onSubmit}>
          <label htmlFor="hero-search-input" className="visually-hidden">
            Search wedding vendors
          </label>
          <SearchIcon size={20} className="hero-search__icon" />
          <input
            id="hero-search-input"
            className="hero-search__input"
            type="search"
            name="search"
            placeholder={HOME_HERO.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" className="hero-search__button">
            {HOME_HERO.searchButton}
          </Button>
        </form>
        <ul className="hero__shortcuts" aria-label="Popular categories">
          {HOME_HERO.shortcuts.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="chip">
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to={HOME_HERO.browseAll.to} className="chip chip--ghost">
              {HOME_HERO.browseAll.label}
            </Link>
          </li>
        </ul>
      </Container>
    </section>
  );
}

const PILLARS = [
  {
    icon: <MapPinIcon size={26} />,
    title: 'Locally Curated',
    text: 'Every vendor serves the Upstate. No national filler, just the people who know our venues, seasons and backroads.',
  },
  {
    icon: <ShieldCheckIcon size={26} />,
    title: 'Trusted Professionals',
    text: 'Listings are reviewed by our team before they go live, with verified badges and honest reviews from real couples.',
  },
  {
    icon: <SparkleIcon size={26} />,
    title: 'Everything in One Place',
    text: 'Compare venues, photographers, planners, caterers, music and florists side by side, then reach out directly.',
  },
];

function PlanningPerfected() {
  return (
    <Section aria-labelledby="planning-title">
      <Container>
        <SectionHeading
          id="planning-title"
          eyebrow="Why couples start here"
          title="Planning, Perfected"
          lead="Wedding planning should feel like the fun part. We gather the Upstate's best wedding professionals so you can spend less time searching and more time celebrating."
        />
        <ul className="pillars">
          {PILLARS.map((pillar) => (
            <li key={pillar.title} className="pillar">
              <span className="pillar__icon" aria-hidden="true">
                {pillar.icon}
              </span>
              <h3 className="pillar__title">{pillar.title}</h3>
              <p className="pillar__text">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

function Categories({ state }: { state: CategoriesState }) {
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
function HomeLoadError() {
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
function PremierPartners({ state }: { state: HomeVendorsState }) {
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
function FeaturedVendors({ state }: { state: HomeVendorsState }) {
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

function Testimonial() {
  return (
    <Section aria-label="What couples say">
      <Container size="narrow">
        <figure className="testimonial">
          <HeartIcon size={28} className="testimonial__icon" />
          <blockquote className="testimonial__quote">
            <p>
              We found our venue in Travelers Rest, our photographer and our florist in a single evening. Every vendor
              we met through the directory was as lovely as their photos, and our day was everything we hoped for.
            </p>
          </blockquote>
          <figcaption className="testimonial__author">
            <span className="testimonial__name">Emily &amp; James</span>
            <span className="testimonial__meta">Married in the Blue Ridge foothills</span>
          </figcaption>
        </figure>
      </Container>
    </Section>
  );
}

function VendorCallToAction() {
  return (
    <Section className="vendor-cta" aria-labelledby="vendor-cta-title">
      <Container>
        <div className="vendor-cta__panel">
          <div className="vendor-cta__intro">
            <p className="eyebrow eyebrow--light">For wedding professionals</p>
            <h2 id="vendor-cta-title">Grow your wedding business in the Upstate</h2>
            <p>
              Reach couples who are planning right now. A standard listing is always complimentary, and paid plans put
              you at the top of your category.
            </p>
          </div>
          <div className="vendor-cta__cards">
            <div className="vendor-cta__card">
              <h3>New to the directory?</h3>
              <p>
                Tell us about your business. Applications are reviewed within{' '}
                <span className="nowrap">3-5 business days</span>.
              </p>
              <ButtonLink to="/apply" variant="light" block>
                Apply to List Your Business
              </ButtonLink>
            </div>
            <div className="vendor-cta__card">
              <h3>Already listed?</h3>
              <p>Claim your listing to update your photos, details and pricing yourself.</p>
              <ButtonLink to="/claim-listing" variant="outline" className="btn--on-dark" block>
                Claim Your Listing
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </Section>
  );
}

export function HomePage() {
  usePageTitle(SITE_NAME);
  const categories = useCategories();
  const vendors = useHomeVendors();
  const failed = categories.status === 'error' || vendors.status === 'error';
  return (
    <div className="home">
      <Hero />
      <PlanningPerfected />
      {failed && <HomeLoadError />}
      <PremierPartners state={vendors} />
      {categories.status !== 'error' && <Categories state={categories} />}
      <FeaturedVendors state={vendors} />
      <Testimonial />
      <VendorCallToAction />
    </div>
  );
}
