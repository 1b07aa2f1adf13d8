import { Suspense, lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CATEGORY_SLUGS } from '@domain/categories/category';
import { NotFoundPage, PageLoader } from '@uwd/ui';
import { HomePage } from './pages/HomePage';
import './public.css';

// Home is drawn from the remote's first chunk (federation/remote-config.ts, INITIAL_GROUP): as a lazy chunk
// of its own it cost the home page 1.3 KB gzip more (one more chunk and request), and the other pages
// are well within their budget with it (docs/adr/0025-first-load-javascript.md).
const VendorListPage = lazy(() => import('./pages/VendorListPage'));
const FilterLandingPage = lazy(() => import('./pages/FilterLandingPage'));
const VendorDetailPage = lazy(() => import('./pages/VendorDetailPage').then((m) => ({ default: m.VendorDetailPage })));
const ContactPage = lazy(() => import('./pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const AboutPage = lazy(() => import('./pages/AboutPage').then((m) => ({ default: m.AboutPage })));
const PartnerPage = lazy(() => import('./pages/PartnerPage').then((m) => ({ default: m.PartnerPage })));
const ApplyPage = lazy(() => import('./pages/ApplyPage'));
const ClaimListingPage = lazy(() => import('./pages/ClaimListingPage'));
const ClaimByLinkPage = lazy(() => import('./pages/ClaimByLinkPage'));
const VendorMessagePage = lazy(() => import('./pages/VendorMessagePage').then((m) => ({ default: m.VendorMessagePage })));
const ConfirmInquiryPage = lazy(() => import('./pages/ConfirmInquiryPage'));
const CoupleThreadPage = lazy(() => import('./pages/CoupleThreadPage'));
const HowVendorsAreOrderedPage = lazy(() => import('./pages/HowVendorsAreOrderedPage'));
const ReviewPolicyPage = lazy(() => import('./pages/ReviewPolicyPage'));
const ShortlistRoutes = lazy(() => import('./pages/shortlist/ShortlistRoutes'));
const ReviewRequestPage = lazy(() => import('./pages/review-request/ReviewRequestPage'));

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

/**
 * Public pages. Mounted by the shell at the root, so paths are full paths.
 * Every page but home is a lazy chunk; unknown paths fall through to NotFound.
 */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="vendors" element={page(<VendorListPage scope="vendors" />)} />
      <Route path="vendors/:slug" element={page(<VendorDetailPage />)} />
      <Route path="vendors/:slug/message" element={page(<VendorMessagePage />)} />
      <Route path="inquiries/confirm/:token" element={page(<ConfirmInquiryPage />)} />
      <Route path="inquiries/:token" element={page(<CoupleThreadPage />)} />
      <Route path="contact" element={page(<ContactPage />)} />
      <Route path="about" element={page(<AboutPage />)} />
      <Route path="partner" element={page(<PartnerPage />)} />
      <Route path="apply" element={page(<ApplyPage />)} />
      <Route path="claim-listing" element={page(<ClaimListingPage />)} />
      <Route path="claim-listing/link/:token" element={page(<ClaimByLinkPage />)} />
      <Route path="how-vendors-are-ordered" element={page(<HowVendorsAreOrderedPage />)} />
      <Route path="reviews/policy" element={page(<ReviewPolicyPage />)} />
      <Route path="reviews/write/:token" element={page(<ReviewRequestPage kind="write" />)} />
      <Route path="reviews/unsubscribe/:token" element={page(<ReviewRequestPage kind="unsubscribe" />)} />
      <Route path="shortlist/*" element={page(<ShortlistRoutes />)} />
      {/* Only the six categories: any other single segment falls through to NotFound. */}
      {CATEGORY_SLUGS.map((slug) => (
        <Route key={slug} path={slug} element={page(<VendorListPage scope={slug} />)} />
      ))}
      {CATEGORY_SLUGS.map((slug) => (
        <Route key={`${slug}/:filter`} path={`${slug}/:filter`} element={page(<FilterLandingPage category={slug} />)} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
