import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VendorDetail } from '@uwd/api-client';
import { LocationCard } from './VendorSidebar';

const vendor = (slug: string, streetAddress: string | null) =>
  ({
    name: 'Willow Barn',
    category: { _id: 'c1', name: slug, slug },
    location: { city: 'Greer', county: 'Spartanburg', state: 'SC', zipCode: '29651', region: null, formattedLocation: 'Greer, SC' },
    streetAddress,
  }) as unknown as VendorDetail;

describe('the vendor page’s location card (issue 36)', () => {
  it('shows a venue’s street address above its city, state and ZIP', () => {
    render(<LocationCard vendor={vendor('venues', '48 Willow Creek Road')} />);
    const lines = [...screen.getByTestId('vendor-location').querySelectorAll('address > span')].map((s) => s.textContent);
    expect(lines).toEqual(['48 Willow Creek Road', 'Greer', 'Spartanburg County', 'SC 29651']);
  });
  it('shows city, state and ZIP alone when no street address is stated, or for another category', () => {
    render(<LocationCard vendor={vendor('venues', null)} />);
    render(<LocationCard vendor={vendor('photographers', '9 Side Street')} />);
    for (const card of screen.getAllByTestId('vendor-location')) {
      expect([...card.querySelectorAll('address > span')].map((s) => s.textContent)).toEqual(['Greer', 'Spartanburg County', 'SC 29651']);
    }
  });
});
