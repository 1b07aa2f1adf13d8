import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { callRoute, type VendorDetail } from '@uwd/api-client';
import { ButtonLink, Container, MailIcon, NotFoundPage, usePageTitle, useResource } from '@uwd/ui';
import { isCategorySlug } from '@domain/categories/category';
import { inquiryReachRoute } from '@domain/inquiries/inquiry-api';
import { messageDestination, type InquiryReach } from '@domain/inquiries/inquiry-words';
import { useVendor } from '../components/vendor-detail/useVendor';
import { VendorDetailSkeleton } from '../components/vendor-detail/VendorDetailSkeleton';
import { InquiryForm } from './inquiries/InquiryForm';
import type { InquirySent } from './inquiries/useInquiryForm';
import { FormPageHero } from './form-page/FormPage';
import { UnclaimedNote } from './inquiries/UnclaimedNote';
import { carriedFactsQuery } from '../lib/carried-facts';
import { readListFacts } from './lists/list-params';
import { AlsoAskSimilar } from './vendor-message/AlsoAskSimilar';
import './inquiries/inquiries.css';

/** /vendors/{slug}/message: 'Message {vendor name}'. An unknown or inactive vendor is the not-found page. */
export function VendorMessagePage() {
  const { slug = '' } = useParams();
  const state = useVendor(slug);
  // Where the message will go (issue 36), asked beside the vendor: the page says it before anything is sent.
  const reach = useResource(`inquiry-reach|${slug}`, async (signal) => (await callRoute(inquiryReachRoute, { params: { id: slug }, signal, cache: 'no-store' })).reach).state;
  if (state.status === 'loading' || reach.status === 'loading') return <VendorDetailSkeleton />;
  if (state.status === 'not-found' || !isCategorySlug(state.vendor.category.slug) || !state.vendor.isActive) return <NotFoundPage />;
  return <MessageVendor key={state.vendor._id} vendor={state.vendor} reach={reach.status === 'ready' ? reach.data : null} />;
}

/** `reach`: where a message goes (null when that could not be read: the page then says nothing of it). */
function MessageVendor({ vendor, reach }: { vendor: VendorDetail; reach: InquiryReach | null }) {
  const title = `Message ${vendor.name}`;
  usePageTitle(title);
  const [sent, setSent] = useState<InquirySent | null>(null);
  // The wedding date and guests chosen in a list come along (issue 36): the form starts with them, and the
  // way back to the vendor keeps them.
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => {
    const facts = readListFacts(searchParams);
    return { weddingDate: facts.date, guestCount: facts.guests };
  });
  const carried = carriedFactsQuery(searchParams.toString() ? `?${searchParams.toString()}` : '');
  const category = vendor.category.slug;
  if (!isCategorySlug(category)) return null;

  return (
    <div className="inquiry-page">
      <FormPageHero
        eyebrow={
          <Link className="inquiry-page__back" to={`/vendors/${vendor.slug}${carried}`}>
            ← Back to {vendor.name}
          </Link>
        }
        title={title}
      >
        Ask about your date, packages or a visit.{reach ? ` ${messageDestination(vendor.name, reach)}` : ''}
      </FormPageHero>
      <Container size="narrow" className="form-page-layout">
        <div className="form-card form-card--compact">
          {sent ? (
            <InquirySentPanel sent={sent} vendor={vendor} carried={carried} />
          ) : (
            <InquiryForm vendorId={vendor._id} vendorName={vendor.name} category={category} initial={initial} onSent={setSent} />
          )}
        </div>
      </Container>
    </div>
  );
}

function InquirySentPanel({ sent, vendor, carried }: { sent: InquirySent; vendor: VendorDetail; carried: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  return (
    <div className="inquiry-done" data-testid="inquiry-sent">
      <span className="inquiry-done__icon" aria-hidden="true">
        <MailIcon size={28} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="inquiry-done__title">
        {sent.message}
      </h2>
      {sent.delivery === 'confirm_email' ? (
        <p>
          We sent a link to <strong>{sent.email}</strong>. Your message goes to {vendor.name} once you open it (it works for 7 days). No email?
          Check your spam folder.
        </p>
      ) : sent.reach === 'listing' || sent.reach === 'waiting' ? (
        <UnclaimedNote vendorName={vendor.name} email={sent.email} emailed={sent.reach === 'listing'} />
      ) : (
        <p>
          {vendor.name} will answer by email at <strong>{sent.email}</strong>. The email has a link to your conversation, where you can reply.
        </p>
      )}
      <div className="button-row">
        <ButtonLink to={`/vendors/${vendor.slug}${carried}`} variant="secondary">
          Back to {vendor.name}
        </ButtonLink>
        <ButtonLink to="/vendors" variant="ghost">
          Browse more vendors
        </ButtonLink>
      </div>
      {isCategorySlug(vendor.category.slug) && <AlsoAskSimilar vendor={{ _id: vendor._id, category: { name: vendor.category.name, slug: vendor.category.slug } }} details={sent.details} formToken={sent.formToken} />}
    </div>
  );
}
