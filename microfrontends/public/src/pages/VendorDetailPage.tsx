import { useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { VendorDetail, VendorImageDto } from '@uwd/api-client';
import { ButtonLink, CompassIcon, Container, PageState, cx, usePageTitle } from '@uwd/ui';
import { categoryBackground } from '../components/category-visuals';
import { galleryOrder, imageAlt } from '../components/vendor-detail/format';
import { GalleryPreview } from '../components/vendor-detail/Gallery';
import { CameraIcon } from '../components/vendor-detail/icons';
import { LazyLightbox, preloadLightbox } from '../components/vendor-detail/LazyLightbox';
import { ReviewsSummary } from '../components/vendor-detail/ReviewsSummary';
import { useVendor } from '../components/vendor-detail/useVendor';
import { VendorDetailSkeleton } from '../components/vendor-detail/VendorDetailSkeleton';
import {
  AboutSection,
  DetailSection,
  DetailsSection,
  FeaturesSection,
  SpecialtiesSection,
  VendorIntro,
} from '../components/vendor-detail/VendorSections';
import { ContactCard, LocationCard } from '../components/vendor-detail/VendorSidebar';
import { reportEvent } from '../lib/beacon';
import { useVendorPageEvents } from '../lib/useVendorPageEvents';
import { WriteReview } from './vendor-detail-review/WriteReview';
import { useCarriedFacts } from '../lib/carried-facts';
import './VendorDetailPage.css';

export function VendorDetailPage() {
  const { slug = '' } = useParams();
  const state = useVendor(slug);
  if (state.status === 'loading') return <VendorDetailSkeleton />;
  if (state.status === 'not-found') return <VendorNotFound />;
  return <VendorView key={state.vendor._id} vendor={state.vendor} />;
}

function VendorNotFound() {
  usePageTitle('Vendor Not Found');
  return (
    <PageState
      icon={<CompassIcon size={40} />}
      title="Vendor Not Found"
      testId="vendor-not-found"
      actions={<ButtonLink to="/vendors">Browse All Vendors</ButtonLink>}
    >
      <p>This vendor may have moved or is no longer listed. Browse the directory to find another wonderful pro.</p>
    </PageState>
  );
}

function VendorView({ vendor }: { vendor: VendorDetail }) {
  const where = vendor.location.formattedLocation || vendor.location.city;
  usePageTitle(`${vendor.name} | ${vendor.category.name} in ${where}`);
  const images = galleryOrder(vendor.images ?? []);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const altFor = useCallback((image: VendorImageDto, index: number) => imageAlt(image, vendor, index), [vendor]);
  const close = useCallback(() => setLightboxIndex(null), []);
  // The breadcrumb back to the list keeps the date, guests and budget the couple came with (issue 36).
  const carried = useCarriedFacts();
  // Insights (issue 18): the view, contact clicks, and the gallery opened.
  const page = useRef<HTMLElement>(null);
  useVendorPageEvents(page, vendor._id);
  const open = useCallback(
    (index: number) => {
      reportEvent(vendor._id, 'gallery_open');
      setLightboxIndex(index);
    },
    [vendor._id],
  );

  return (
    <article ref={page} className="vendor-page" data-testid="vendor-detail">
      <VendorTop vendor={vendor} images={images} carried={carried} onOpen={open} />

      <Container className="vendor-layout">
        <VendorIntro vendor={vendor} />

        <div className="vendor-content">
          <AboutSection vendor={vendor} />
          {images.length > 1 && (
            <DetailSection id="gallery" title="Gallery" testId="vendor-gallery">
              <GalleryPreview images={images} altFor={altFor} onOpen={open} onPreload={preloadLightbox} />
            </DetailSection>
          )}
          <DetailsSection vendor={vendor} />
          <SpecialtiesSection vendor={vendor} />
          <FeaturesSection vendor={vendor} />
          <DetailSection id="reviews" title="Reviews" testId="vendor-reviews">
            <ReviewsSummary key={vendor.slug} slug={vendor.slug} vendorName={vendor.name} fallbackStats={vendor.reviewStats} />
            <WriteReview vendorId={vendor._id} vendorName={vendor.name} />
          </DetailSection>
        </div>

        <div className="vendor-aside">
          <ContactCard vendor={vendor} />
          <LocationCard vendor={vendor} />
        </div>
      </Container>

      {lightboxIndex !== null && images.length > 0 && (
        <LazyLightbox images={images} index={lightboxIndex} vendorName={vendor.name} altFor={altFor} onIndexChange={setLightboxIndex} onClose={close} />
      )}
    </article>
  );
}

/** The page's top, also the server's first view of it (first-view/render.tsx): breadcrumbs and the hero photo. */
export function VendorTop({ vendor, images, carried, onOpen }: { vendor: VendorDetail; images: VendorImageDto[]; carried: string; onOpen: (i: number) => void }) {
  return (
    <>
      <Container className="vendor-crumbs-wrap">
        <nav aria-label="Breadcrumb">
          <ol className="crumbs">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={`/${vendor.category.slug}${carried}`}>{vendor.category.name}</Link>
            </li>
            <li>
              <span aria-current="page">{vendor.name}</span>
            </li>
          </ol>
        </nav>
      </Container>

      <Container>
        <VendorHero vendor={vendor} images={images} onOpen={onOpen} />
      </Container>
    </>
  );
}

function VendorHero({ vendor, images, onOpen }: { vendor: VendorDetail; images: VendorImageDto[]; onOpen: (i: number) => void }) {
  const primary = images[0];
  if (!primary) {
    // SPEC §9: a placeholder when a vendor has no photos.
    return (
      <div className={cx('vendor-hero vendor-hero--placeholder', categoryBackground(vendor.category.slug))} data-testid="vendor-hero">
        <span className="vendor-hero__monogram" aria-hidden="true">
          {vendor.name.charAt(0)}
        </span>
        <span className="visually-hidden">No photos yet</span>
      </div>
    );
  }
  // The visible text is part of the button's name (WCAG 2.5.3 label in name).
  const heroLabel = images.length > 1 ? `View all ${images.length} photos` : 'View photo';
  return (
    <div className="vendor-hero" data-testid="vendor-hero">
      <button
        type="button"
        className="vendor-hero__button"
        onClick={() => onOpen(0)}
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
        aria-label={`${heroLabel} of ${vendor.name}`}
      >
        <img
          className="vendor-hero__img"
          src={primary.urls.original || primary.url}
          alt=""
          width={primary.width ?? 1200}
          height={primary.height ?? 800}
          fetchPriority="high"
          decoding="async"
        />
        <span className="vendor-hero__count" aria-hidden="true">
          <CameraIcon size={16} />
          {heroLabel}
        </span>
      </button>
    </div>
  );
}
