import { Container, Skeleton } from '@uwd/ui';

/** The loading state: the page's shape, so nothing jumps when the vendor arrives. */
export function VendorDetailSkeleton() {
  return (
    <div className="vendor-page vendor-page--loading" data-testid="vendor-skeleton">
      <p className="visually-hidden" role="status">
        Loading vendor…
      </p>
      <Container className="vendor-crumbs-wrap" aria-hidden="true">
        <Skeleton width="14rem" height="0.9rem" />
      </Container>
      <Container aria-hidden="true">
        <Skeleton className="vendor-hero__skeleton" height="auto" radius="var(--radius-lg)" />
      </Container>
      <Container className="vendor-layout" aria-hidden="true">
        <div className="vendor-intro">
          <Skeleton width="11rem" height="1.6rem" radius="999px" />
          <Skeleton width="70%" height="2.6rem" className="vendor-skeleton__gap" />
          <Skeleton width="90%" height="1.1rem" className="vendor-skeleton__gap" />
          <Skeleton width="40%" height="1.1rem" className="vendor-skeleton__gap" />
        </div>
        <div className="vendor-content">
          {[0, 1].map((i) => (
            <div key={i} className="vendor-section">
              <Skeleton width="9rem" height="1.8rem" />
              <Skeleton width="100%" height="0.95rem" className="vendor-skeleton__gap" />
              <Skeleton width="96%" height="0.95rem" className="vendor-skeleton__gap" />
              <Skeleton width="88%" height="0.95rem" className="vendor-skeleton__gap" />
              <Skeleton width="60%" height="0.95rem" className="vendor-skeleton__gap" />
            </div>
          ))}
        </div>
        <div className="vendor-aside">
          <div className="vendor-card vendor-contact">
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton width="100%" height="3rem" className="vendor-skeleton__gap" />
            <Skeleton width="100%" height="3rem" className="vendor-skeleton__gap" />
            <Skeleton width="100%" height="3rem" className="vendor-skeleton__gap" />
          </div>
        </div>
      </Container>
    </div>
  );
}
