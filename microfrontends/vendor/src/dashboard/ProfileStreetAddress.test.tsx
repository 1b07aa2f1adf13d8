import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnVendor } from '@uwd/api-client';
import { ok, ownVendor, stubApi } from '../../../../tests/support/components.ts';
import { ProfileTab } from './ProfileTab';

const CATEGORIES = [
  { _id: 'c1', name: 'Venues', slug: 'venues', description: '', sortOrder: 1, vendorCount: 3, imageUrl: null },
  { _id: 'c2', name: 'Photographers', slug: 'photographers', description: '', sortOrder: 2, vendorCount: 2, imageUrl: null },
];

/** The Business Profile in edit mode for a listing of this category and street address. */
const editProfile = async (category: { _id: string; name: string; slug: string }, streetAddress: string | null) => {
  const sent = stubApi({ 'PUT /api/vendors/v1': ok({ success: true, vendor: ownVendor({ category, streetAddress: '48 Willow Creek Road' }) }) });
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  render(
    <ProfileTab
      vendor={ownVendor({ category, streetAddress }) as unknown as OwnVendor}
      vendorId="v1"
      categories={CATEGORIES}
      notice={notice}
      onSaved={vi.fn()}
      onCategoryChange={vi.fn()}
      onEditCancel={vi.fn()}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /Edit Profile/ }));
  await screen.findByTestId('profile-form');
  return { sent, notice };
};

describe('street address on the Business Profile (issue 36)', () => {
  it('asks a venue for its street address, filled from the listing, and saves the new one', async () => {
    const { sent, notice } = await editProfile({ _id: 'c1', name: 'Venues', slug: 'venues' }, '12 Mill Street');
    const field = screen.getByLabelText(/^Street Address/) as HTMLInputElement;
    expect(field.value).toBe('12 Mill Street');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '48 Willow Creek Road');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ streetAddress: '48 Willow Creek Road' });
  });

  it('shows the message for an address over 200 characters without saving', async () => {
    const { sent } = await editProfile({ _id: 'c1', name: 'Venues', slug: 'venues' }, null);
    fireEvent.change(screen.getByLabelText(/^Street Address/), { target: { value: 'x'.repeat(201) } });
    fireEvent.submit(screen.getByTestId('profile-form'));
    expect(await screen.findByText('Street address must be at most 200 characters')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('does not ask a photographer, and asks when the category becomes a venue', async () => {
    await editProfile({ _id: 'c2', name: 'Photographers', slug: 'photographers' }, null);
    expect(screen.queryByLabelText(/^Street Address/)).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText(/^Category/), 'c1');
    expect(screen.getByLabelText(/^Street Address/)).toBeTruthy();
  });
});
