import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getVendorCards, type VendorSummary } from '@uwd/api-client';
import { ButtonLink, Container, EmptyState, HeartIcon, MailIcon, PageLoader, usePageTitle, useResource } from '@uwd/ui';
import { isCategorySlug } from '@domain/categories/category';
import { MULTI_SEND_LIMIT } from '@domain/couples/shortlist-page';
import { NO_VENDORS_CHOSEN, NO_VENDORS_CHOSEN_TEXT, messageVendorsTitle, unlistedLeftOut } from '@domain/inquiries/inquiry-batch-words';
import { INQUIRY_AWAITS_OWNER_MESSAGE, INQUIRY_EMAILED_LISTING_MESSAGE } from '@domain/inquiries/inquiry-words';
import { carriedFactsQuery } from '../lib/carried-facts';
import { FormPageHero } from './form-page/FormPage';
import { LoadFailed } from './inquiries/LinkNotValid';
import { UnavailableDateNotice } from './inquiries/UnavailableDateNotice';
import { readListFacts } from './lists/list-params';
import { ShortlistMessageForm } from './shortlist-message/ShortlistMessageForm';
import type { BatchSent, BatchVendor } from './shortlist-message/useShortlistMessageForm';
import './inquiries/inquiries.css';
import './shortlist-message/shortlist-message.css';

const CARDS_FAILED = 'We could not load the vendors you chose just now. Please try again.';

/** The chosen vendors' ids in `?ids=a,b,c`: in order, each once, at most MULTI_SEND_LIMIT. */
const chosenIds = (params: URLSearchParams): string[] =>
  [...new Set((params.get('ids') ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''))].slice(0, MULTI_SEND_LIMIT);

/**
 * /shortlist/message?ids=a,b,c (issue 39 §3): one message to the vendors picked on the shortlist. Lists
 * them, each flagged when the couple's date is one it marked unavailable (as the single message form does),
 * then one form; after sending, each vendor and what happens next (the confirmation email, or sent).
 */
export default function ShortlistMessagePage() {
  const [searchParams] = useSearchParams();
  const ids = chosenIds(searchParams);
  const cards = useResource(ids.length > 0 ? `vendor-cards|${ids.join(',')}` : null, (signal) => getVendorCards(ids, { signal }));
  const carried = carriedFactsQuery(searchParams.toString() ? `?${searchParams.toString()}` : '');

  if (ids.length === 0) return <NoVendors carried={carried} />;
  if (cards.state.status === 'loading') return <PageLoader />;
  if (cards.state.status === 'error') return <LoadFailed message={CARDS_FAILED} onRetry={cards.retry} />;
  const listed = cards.state.data.filter((v) => isCategorySlug(v.category.slug));
  if (listed.length === 0) return <NoVendors carried={carried} />;
  return <MessageVendors key={ids.join(',')} vendors={listed} leftOut={ids.length - listed.length} carried={carried} />;
}

function NoVendors({ carried }: { carried: string }) {
  usePageTitle(NO_VENDORS_CHOSEN);
  return (
    <Container size="narrow" className="page-state" data-testid="shortlist-message-empty">
      <EmptyState
        level={1}
        icon={<HeartIcon size={40} />}
        title={NO_VENDORS_CHOSEN}
        action={<ButtonLink to={`/shortlist${carried}`}>Back to your shortlist</ButtonLink>}
      >
        <p>{NO_VENDORS_CHOSEN_TEXT}</p>
      </EmptyState>
    </Container>
  );
}

function MessageVendors({ vendors, leftOut, carried }: { vendors: VendorSummary[]; leftOut: number; carried: string }) {
  const title = messageVendorsTitle(vendors.length);
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => {
    const facts = readListFacts(searchParams);
    return { weddingDate: facts.date, guestCount: facts.guests };
  });
  const [date, setDate] = useState(initial.weddingDate);
  const [sent, setSent] = useState<BatchSent | null>(null);
  const chosen: BatchVendor[] = vendors.flatMap((v) => (isCategorySlug(v.category.slug) ? [{ _id: v._id, name: v.name, category: v.category.slug }] : []));

  return (
    <div className="inquiry-page">
      <FormPageHero
        eyebrow={
          <Link className="inquiry-page__back" to={`/shortlist${carried}`}>
            ← Back to your shortlist
          </Link>
        }
        title={title}
      >
        Write once: each vendor gets its own copy and answers you by email.
      </FormPageHero>
      <Container size="narrow" className="form-page-layout">
        {sent ? (
          <div className="form-card form-card--compact">
            <BatchSentPanel sent={sent} carried={carried} />
          </div>
        ) : (
          <>
            <section className="form-card form-card--compact sm-vendors" aria-labelledby="sm-vendors-title">
              <h2 id="sm-vendors-title" className="form-card__title">
                Your message goes to
              </h2>
              {leftOut > 0 && <p className="sm-vendors__left-out">{unlistedLeftOut(leftOut)}</p>}
              <ul className="sm-vendors__list" data-testid="shortlist-message-vendors">
                {vendors.map((v) => (
                  <li key={v._id} className="sm-vendor" data-testid="shortlist-message-vendor">
                    <div className="sm-vendor__head">
                      <Link to={`/vendors/${v.slug}`} className="sm-vendor__name">
                        {v.name}
                      </Link>
                      <span className="sm-vendor__meta">
                        {v.category.name} · {v.location.city}
                      </span>
                    </div>
                    <UnavailableDateNotice vendorId={v._id} vendorName={v.name} date={date} />
                  </li>
                ))}
              </ul>
            </section>
            <div className="form-card form-card--compact">
              <ShortlistMessageForm vendors={chosen} initial={initial} onDateChange={setDate} onSent={setSent} />
            </div>
          </>
        )}
      </Container>
    </div>
  );
}

/** What happens next for each vendor. */
const nextStep = (sent: BatchSent, vendor: BatchSent['vendors'][number]): string =>
  vendor.reach === null
    ? 'Waiting for you to open the link in our email.'
    : vendor.reach === 'owner'
      ? `Sent. ${vendor.name} answers by email.`
      : vendor.reach === 'listing'
        ? INQUIRY_EMAILED_LISTING_MESSAGE(vendor.name)
        : INQUIRY_AWAITS_OWNER_MESSAGE(vendor.name);

function BatchSentPanel({ sent, carried }: { sent: BatchSent; carried: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  return (
    <div className="inquiry-done" data-testid="shortlist-message-sent">
      <span className="inquiry-done__icon" aria-hidden="true">
        <MailIcon size={28} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="inquiry-done__title">
        {sent.message}
      </h2>
      {sent.delivery === 'confirm_email' ? (
        <p>
          We sent one link to <strong>{sent.email}</strong>. Once you open it, your message goes to each of these vendors (it works for 7 days). No
          email? Check your spam folder.
        </p>
      ) : (
        <p>
          Each vendor answers by email at <strong>{sent.email}</strong>, with a link to your conversation with them.
        </p>
      )}
      <ul className="sm-sent__list" aria-label="Your messages">
        {sent.vendors.map((v) => (
          <li key={v._id} className="sm-sent__item" data-testid="shortlist-message-sent-vendor">
            <strong>{v.name}</strong>
            <span>{nextStep(sent, v)}</span>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <ButtonLink to={`/shortlist${carried}`} variant="secondary">
          Back to your shortlist
        </ButtonLink>
        <ButtonLink to="/vendors" variant="ghost">
          Browse more vendors
        </ButtonLink>
      </div>
    </div>
  );
}
