import { Link } from 'react-router-dom';
import { InstagramIcon } from '@uwd/ui';
import { Brand } from './Header';
import { SOCIAL_LINKS } from './nav';

const COLUMNS = [
  {
    title: 'Search',
    links: [
      { to: '/vendors', label: 'All Vendors' },
      { to: '/venues', label: 'Venues' },
      { to: '/photographers', label: 'Photographers' },
      { to: '/planners', label: 'Planners' },
      { to: '/caterers', label: 'Caterers' },
      { to: '/music', label: 'Music & DJs' },
      { to: '/florists', label: 'Florists' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/partner', label: 'For Wedding Professionals' },
      { to: '/apply', label: 'List Your Business' },
      { to: '/claim-listing', label: 'Claim Your Listing' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/login', label: 'Vendor Login' },
    ],
  },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__about">
            <Brand tone="light" />
            <p>
              The curated guide to wedding professionals in Upstate South Carolina, from the Blue Ridge foothills to
              downtown Greenville.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} className="site-footer__col" aria-label={column.title}>
              <h2 className="site-footer__title">{column.title}</h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
                {column.title === 'Connect' &&
                  SOCIAL_LINKS.map((social) => (
                    <li key={social.href}>
                      <a className="site-footer__social" href={social.href} target="_blank" rel="noopener noreferrer">
                        <InstagramIcon size={18} />
                        {social.label}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <p>© {year} Upstate Wedding Directory. All rights reserved.</p>
          <p>Made with love in Greenville, South Carolina.</p>
        </div>
      </div>
    </footer>
  );
}
