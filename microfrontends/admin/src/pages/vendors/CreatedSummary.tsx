import { useEffect, useRef } from 'react';
import { type AdminVendor } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Card } from '@uwd/ui';
import './vendors.css';

/** After creating a listing: what was created, with links to its public page and back to the list. */
export function CreatedSummary({ vendor, onAddAnother }: { vendor: AdminVendor; onAddAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="avm-created" data-testid="vendor-created">
      <div className="avm-created__icon" aria-hidden="true">
        ✓
      </div>
      <h2 ref={heading} tabIndex={-1} className="avm-created__title">
        Vendor Created
      </h2>
      <p className="avm-created__text">
        <strong>{vendor.name}</strong> was added to {vendor.category?.name ?? 'the directory'}
        {vendor.location?.formattedLocation ? ` in ${vendor.location.formattedLocation}` : ''}.
      </p>
      {vendor.ownerEmail && <p className="avm-created__text">We emailed {vendor.ownerEmail} a login link to manage the listing.</p>}
      {!vendor.isActive && (
        <Alert tone="warning" className="avm-created__warning">
          This listing is inactive, so it stays out of the public directory until you activate it in Vendor Management.
        </Alert>
      )}
      <div className="avm-created__actions">
        <ButtonLink to={`/vendors/${vendor.slug}`}>View Public Page</ButtonLink>
        <ButtonLink to="/admin/vendors" variant="outline">
          Back to Vendor Management
        </ButtonLink>
        <Button variant="ghost" onClick={onAddAnother}>
          Add Another Vendor
        </Button>
      </div>
    </Card>
  );
}
