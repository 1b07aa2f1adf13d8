import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCarriedFacts } from '../../lib/carried-facts';
import type { VendorDetail } from '@uwd/api-client';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon } from '@uwd/ui';
import { externalUrl, telHref } from '@uwd/ui/format';
import { asksStreetAddress } from '@domain/listings/street-address';
import { countyLabel, displayHost } from './format';
import { ChatIcon, ExternalIcon, GlobeIcon, PhoneIcon, PinterestIcon, TikTokIcon } from './icons';
import { ShareButton } from './ShareButton';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

function Action({ href, icon, label, detail, external }: { href: string; icon: ReactNode; label: string; detail?: string; external?: boolean }) {
  return (
    <a
      className="contact-action"
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className="contact-action__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="contact-action__text">
        <span className="contact-action__label">{label}</span>
        {detail && <span className="contact-action__detail">{detail}</span>}
      </span>
      {external && (
        <>
          <ExternalIcon size={16} className="contact-action__external" />
          {NEW_TAB}
        </>
      )}
    </a>
  );
}

export function ContactCard({ vendor }: { vendor: VendorDetail }) {
  const website = externalUrl(vendor.website);
  // The date, guests and budget the couple came with go on to the form (issue 36).
  const carried = useCarriedFacts();
  return (
    <section className="vendor-card vendor-contact" aria-labelledby="vendor-contact-title" data-testid="vendor-contact">
      <h2 id="vendor-contact-title" className="vendor-card__title">
        Contact {vendor.name}
      </h2>
      <p className="vendor-card__lead">Check availability for your date, ask about packages or plan a visit.</p>
      <ul className="contact-actions">
        {vendor.phone && (
          <li>
            <Action href={telHref(vendor.phone)} icon={<PhoneIcon />} label="Call" detail={vendor.phone} />
          </li>
        )}
        {vendor.email && (
          <li>
            <Action href={`mailto:${vendor.email}`} icon={<MailIcon size={20} />} label="Email" detail={vendor.email} />
          </li>
        )}
        {website && (
          <li>
            <Action href={website} icon={<GlobeIcon />} label="Visit Website" detail={displayHost(website)} external />
          </li>
        )}
      </ul>
      <Link to={`/vendors/${vendor.slug}/message${carried}`} className="btn btn--primary btn--block vendor-contact__message">
        <ChatIcon size={18} />
        Send a Message
      </Link>
      <ShareButton vendor={vendor} />
      <SocialLinks vendor={vendor} />
    </section>
  );
}

const SOCIAL = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'pinterest', label: 'Pinterest', Icon: PinterestIcon },
  { key: 'tiktok', label: 'TikTok', Icon: TikTokIcon },
] as const;

export function SocialLinks({ vendor }: { vendor: VendorDetail }) {
  const links = SOCIAL.flatMap((s) => {
    const href = externalUrl(vendor.socialMedia?.[s.key]);
    return href ? [{ ...s, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <div className="social-links">
      <h3 className="social-links__title">Follow along</h3>
      <ul className="social-links__list">
        {links.map(({ key, label, Icon, href }) => (
          <li key={key}>
            <a
              className="social-link"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${vendor.name} on ${label} (opens in a new tab)`}
            >
              <Icon size={20} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LocationCard({ vendor }: { vendor: VendorDetail }) {
  const { city, state, zipCode } = vendor.location;
  const county = countyLabel(vendor.location.county);
  // A venue's street address (issue 36) heads the address; other categories state their town only.
  const street = asksStreetAddress(vendor.category?.slug) ? vendor.streetAddress : null;
  return (
    <section className="vendor-card vendor-location" aria-labelledby="vendor-location-title" data-testid="vendor-location">
      <h2 id="vendor-location-title" className="vendor-card__title">
        Location
      </h2>
      <div className="vendor-location__body">
        <span className="vendor-location__pin" aria-hidden="true">
          <MapPinIcon size={22} />
        </span>
        <address className="vendor-location__address">
          {street && <span className="vendor-location__street">{street}</span>}
          <span className="vendor-location__city">{city}</span>
          {county && <span>{county}</span>}
          <span>
            {state}
            {zipCode ? ` ${zipCode}` : ''}
          </span>
        </address>
      </div>
      <p className="vendor-location__serving">Serving Upstate South Carolina</p>
    </section>
  );
}
