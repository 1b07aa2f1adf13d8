import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminApplication } from '@uwd/api-client';
import { ApplicationCard } from './ApplicationCard';

const VENUE: AdminApplication = {
  _id: 'a1',
  status: 'pending',
  subscriptionTier: 'free',
  businessName: 'Willow Creek Barn',
  category: { _id: 'c1', name: 'Venues', slug: 'venues' },
  ownerName: 'Ada Owner',
  email: 'ada@willowcreek.example',
  phone: '864-555-0100',
  website: null,
  description: null,
  socialMedia: { instagram: null, facebook: null, pinterest: null },
  location: { city: 'Greer', county: 'Spartanburg', state: 'SC', zipCode: null },
  yearsInBusiness: null,
  streetAddress: '48 Willow Creek Road',
  filters: [
    { _id: 'f-barn', name: 'Barn Venues' },
    { _id: 'f-outdoor', name: 'Outdoor Venues' },
  ],
  isLicensed: false,
  isInsured: false,
  startingPrice: null,
  priceRange: null,
  additionalInfo: null,
  card: null,
  rejectionReason: null,
  vendor: null,
  processedAt: null,
  createdAt: '2026-12-01T15:00:00.000Z',
};

const card = (a: AdminApplication) =>
  render(
    <MemoryRouter>
      <ApplicationCard application={a} busy={null} locked={false} onApprove={vi.fn()} onReject={vi.fn()} />
    </MemoryRouter>,
  );

/** The value of the card's detail with this label. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('an application card shows what approval gives the listing (issue 36)', () => {
  it('shows the street address and the styles the applicant picked', () => {
    card(VENUE);
    expect(detail('Street address')).toBe('48 Willow Creek Road');
    const styles = screen.getByText('Styles', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(styles).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Barn Venues', 'Outdoor Venues']);
  });
  it('leaves both out when none was given', () => {
    card({ ...VENUE, streetAddress: null, filters: [] });
    expect(screen.queryByText('Street address', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Styles', { selector: 'dt' })).toBeNull();
  });
});
