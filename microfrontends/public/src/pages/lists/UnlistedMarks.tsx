import { UNLISTED_FACT_LABELS, type UnlistedFact } from '@domain/listings/unlisted-facts';

/**
 * Under the guests or budget filters, the cards' marks for the facts a vendor has not stated ('Capacity not
 * listed'; issue 36), by vendor id: VendorGrid's `marksOf`. Drawn by the list pages (lazy), not by the card.
 */
export const unlistedMarksOf = (byVendor: Readonly<Record<string, readonly UnlistedFact[]>> | undefined) =>
  byVendor &&
  ((vendorId: string) => {
    const facts = byVendor[vendorId] ?? [];
    return facts.length === 0 ? null : (
      <ul className="listing-card__unlisted" aria-label="Not listed by the vendor">
        {facts.map((fact) => (
          <li key={fact} data-testid="unlisted-fact">
            {UNLISTED_FACT_LABELS[fact]}
          </li>
        ))}
      </ul>
    );
  });
