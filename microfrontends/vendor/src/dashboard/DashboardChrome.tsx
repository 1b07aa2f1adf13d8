import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, CompassIcon, Container, PageState } from '@uwd/ui';
import { ArrowLeftIcon } from '../lib/icons';
/** The dashboard's header: back to the directory, Logout, the welcome line and the listing bar. */
export function DashboardHeader({ email, onLogout, children }: { email: string; onLogout: () => void; children?: ReactNode }) {
  return (
    <header className="vd-hero">
      <Container>
        <div className="vd-hero__top">
          <Link to="/" className="vd-hero__home">
            <ArrowLeftIcon size={16} />
            Back to Directory
          </Link>
          <Button variant="light" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
        <p className="eyebrow vd-hero__eyebrow">Your listing</p>
        <h1 className="vd-hero__title">Vendor Dashboard</h1>
        <p className="vd-hero__welcome">
          Welcome back, <strong className="vd-hero__email">{email}</strong>
        </p>
        {children}
      </Container>
    </header>
  );
}

/** A signed-in account without a listing: claim one or apply. */
export function NoListing() {
  return (
    <PageState
      level={2}
      icon={<CompassIcon size={36} />}
      title="No listing linked to this account"
      actions={
        <>
          <ButtonLink to="/claim-listing">Claim Your Listing</ButtonLink>
          <ButtonLink to="/apply" variant="outline">
            Apply to List Your Business
          </ButtonLink>
        </>
      }
    >
      <p>Claim your business if it is already in the directory, or apply to list it.</p>
    </PageState>
  );
}
