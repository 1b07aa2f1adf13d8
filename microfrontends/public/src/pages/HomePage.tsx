import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Container, MapPinIcon, SearchIcon, SITE_NAME, usePageTitle } from '@uwd/ui';
import { Categories, FeaturedVendors, HomeLoadError, PremierPartners } from './home/HomeListings';
import { PlanningPerfected, Testimonial, VendorCallToAction } from './home/HomeStory';
import { useCategories } from './useCategories';
import { useHomeVendors } from './useHomeVendors';
import './home-vendors.css';

/** The hero's words and links (SPEC §2 Home). */
const HOME_HERO = {
  eyebrow: 'Greenville · Spartanburg · Clemson',
  /** The title, its middle word emphasised. */
  title: { before: 'Your Upstate wedding, ', emphasis: 'beautifully', after: ' planned' },
  lead: 'Discover hand-picked venues, photographers, planners, caterers, florists and musicians across Upstate South Carolina, from mountain-view barns in the Blue Ridge foothills to historic ballrooms downtown.',
  searchPlaceholder: 'Search venues, photographers…',
  searchButton: 'Find Vendors',
  shortcuts: [
    { to: '/venues', label: 'Venues' },
    { to: '/photographers', label: 'Photographers' },
    { to: '/florists', label: 'Florists' },
    { to: '/planners', label: 'Planners' },
  ],
  browseAll: { to: '/vendors', label: 'Browse all vendors →' },
} as const;

/** The home page's top: also the server's first view of it (first-view/render.tsx). */
export function Hero() {
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
