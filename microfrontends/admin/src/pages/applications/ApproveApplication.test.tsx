import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApplication } from '@uwd/api-client';
import { ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import { ApplicationsPage } from '../ApplicationsPage';
import { APPROVE_HINT, approveQuestion } from './ApplicationCard';

const PENDING: AdminApplication = {
  _id: 'a1',
  status: 'pending',
  subscriptionTier: 'free',
  businessName: 'Lakeside Lens',
  category: { _id: 'c2', name: 'Photographers', slug: 'photographers' },
  ownerName: 'Morgan Lakes',
  email: 'morgan@lakeside.example',
  phone: '864-555-0177',
  website: null,
  description: null,
  socialMedia: { instagram: null, facebook: null, pinterest: null },
  location: { city: 'Anderson', county: 'Anderson', state: 'SC', zipCode: '29621' },
  yearsInBusiness: 4,
  isLicensed: true,
  isInsured: true,
  startingPrice: 2500,
  priceRange: 'premium',
  additionalInfo: null,
  card: null,
  rejectionReason: null,
  vendor: null,
  processedAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
};

const list = (applications: AdminApplication[]) =>
  ok({ success: true, applications, pagination: { page: 1, limit: 20, total: applications.length, totalPages: 1, hasPrevPage: false, hasNextPage: false } });

const renderPage = () => {
  const sent = stubApi({
    'GET /api/admin/applications': [list([PENDING]), list([])],
    'PUT /api/admin/applications/a1/approve': ok({ success: true, message: 'Application approved', vendor: { _id: 'v9', name: 'Lakeside Lens', slug: 'lakeside-lens' } }),
  });
  render(
    <MemoryRouter initialEntries={['/admin/applications']}>
      <ApplicationsPage />
    </MemoryRouter>,
  );
  return { sent };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin: approving an application', () => {
  it('says on the card what approving does: the listing, its owner account and a login email', async () => {
    renderPage();
    const card = await screen.findByTestId('application-card');
    expect(within(card).getByText(APPROVE_HINT)).toBeTruthy();
    expect(APPROVE_HINT).toBe('Approving creates the vendor listing and its owner account, and emails the owner a login link.');
  });

  it("'Approve' asks first, saying what it creates and whom it emails; cancelling approves nothing", async () => {
    const { sent } = renderPage();
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const card = await screen.findByTestId('application-card');

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(confirm).toHaveBeenCalledWith(
      'Approve "Lakeside Lens"? This creates the listing in the directory and an owner account for Morgan Lakes (morgan@lakeside.example), and emails them a login link.',
    );
    expect(approveQuestion(PENDING)).toBe(confirm.mock.calls[0]![0]);
    expect(posted(sent)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    await screen.findByText('Lakeside Lens approved. The listing was created and the owner was emailed a login link.');
    expect(posted(sent).map((r) => `${r.method} ${r.url}`)).toEqual(['PUT /api/admin/applications/a1/approve']);
  });
});
