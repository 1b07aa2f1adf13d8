import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HeartIcon, MailIcon, MapPinIcon, SparkleIcon, cx } from '@uwd/ui';
import { CONTACT_TYPE_LABELS } from '@domain/contact/contact-message';

export const CONTACT_EMAIL = 'hello@upstateweddingdirectory.com';

/** The contact page's side panels: where we are, the address, and links for vendors and couples. */
export function ContactPanels({ onClaim }: { onClaim: () => void }) {
  return (
    <aside className="contact-panels" aria-label="Other ways to reach us">
      <Panel icon={<MapPinIcon size={22} />} title="Location">
        <p className="contact-panel__strong">Greenville, South Carolina</p>
        <p>Serving couples and wedding professionals across the Upstate.</p>
      </Panel>
      <Panel icon={<MailIcon size={22} />} title="Email">
        <p>
          <a className="contact-panel__strong contact-panel__email" href={`mailto:${CONTACT_EMAIL}`}>
            {/* Break after the @ rather than mid-word on narrow columns. */}
            {CONTACT_EMAIL.split('@')[0]}@<wbr />
            {CONTACT_EMAIL.split('@')[1]}
          </a>
        </p>
        <p>We usually reply within one business day.</p>
      </Panel>
      <Panel icon={<SparkleIcon size={22} />} title="For Wedding Vendors" tone="brand">
        <p>
          Already listed? Choose <strong>{CONTACT_TYPE_LABELS.CLAIM_REQUEST}</strong> as the inquiry type and we will
          verify and hand over your listing, usually within 1-2 business days.
        </p>
        <ul className="contact-panel__links">
          <li>
            <Link
              to="/contact?type=CLAIM_REQUEST"
              onClick={onClaim}
            >
              Claim your listing
            </Link>
          </li>
          <li>
            <Link to="/apply">Apply to list your business</Link>
          </li>
          <li>
            <Link to="/partner">Plans and pricing</Link>
          </li>
        </ul>
      </Panel>
      <Panel icon={<HeartIcon size={22} />} title="For Couples" tone="blush">
        <p>
          Looking for a vendor? Every listing has the vendor's phone, email and website, so you can reach them
          directly. Write to us if you need a recommendation or spot something out of date.
        </p>
        <ul className="contact-panel__links">
          <li>
            <Link to="/vendors">Browse all vendors</Link>
          </li>
        </ul>
      </Panel>
    </aside>
  );
}

function Panel({ icon, title, tone, children }: { icon: ReactNode; title: string; tone?: 'brand' | 'blush'; children: ReactNode }) {
  return (
    <section className={cx('side-panel contact-panel', tone === 'brand' && 'side-panel--brand', tone === 'blush' && 'contact-panel--blush')}>
      <span className="side-panel__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="contact-panel__body">
        <h2 className="contact-panel__title">{title}</h2>
        {children}
      </div>
    </section>
  );
}
