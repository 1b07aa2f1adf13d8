import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnVendor } from '@uwd/api-client';
import { ok, ownVendor, stubApi } from '../../../../tests/support/components.ts';
import { ProfileTab } from './ProfileTab';

const CATEGORIES = [
  { _id: 'c1', name: 'Venues', slug: 'venues', description: '', sortOrder: 1, vendorCount: 3, imageUrl: null },
  { _id: 'c2', name: 'Photographers', slug: 'photographers', description: '', sortOrder: 2, vendorCount: 2, imageUrl: null },
  { _id: 'c4', name: 'Caterers', slug: 'caterers', description: '', sortOrder: 4, vendorCount: 2, imageUrl: null },
];

/** The Business Profile in edit mode for a listing of this category and capacity. */
const editProfile = async (category: { _id: string; name: string; slug: string }, capacity: number | null) => {
  const saved = ownVendor({ category, attributes: { capacity: 300, style: null, specialties: [] } });
  const sent = stubApi({ 'PUT /api/vendors/v1': ok({ success: true, vendor: saved }) });
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  render(
    <ProfileTab
      vendor={ownVendor({ category, attributes: { capacity, style: null, specialties: [] } }) as unknown as OwnVendor}
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

describe('guest capacity on the Business Profile (issue 36)', () => {
  it('asks a venue for its guest capacity, filled from the listing, and saves the new number', async () => {
    const { sent, notice } = await editProfile({ _id: 'c1', name: 'Venues', slug: 'venues' }, 220);
    const field = screen.getByLabelText(/^Guest capacity/) as HTMLInputElement;
    expect(field.value).toBe('220');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '300');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ capacity: 300 });
  });

  it('asks a caterer for the most guests served, and shows the message for a number out of range without saving', async () => {
    const { sent } = await editProfile({ _id: 'c4', name: 'Caterers', slug: 'caterers' }, null);
    const field = screen.getByLabelText(/^Most guests served/) as HTMLInputElement;
    expect(field.value).toBe('');
    await userEvent.setup().type(field, '20000');
    fireEvent.submit(screen.getByTestId('profile-form'));
    expect(await screen.findByText('Guest capacity must be a whole number from 1 to 10,000')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('does not ask a photographer, and asks again when the category becomes a venue', async () => {
    await editProfile({ _id: 'c2', name: 'Photographers', slug: 'photographers' }, null);
    expect(screen.queryByLabelText(/^Guest capacity/)).toBeNull();
    await userEvent.setup().selectOptions(screen.getByLabelText(/^Category/), 'c1');
    expect(screen.getByLabelText(/^Guest capacity/)).toBeTruthy();
  });

  it('edits the year the business was established, and refuses a year to come', async () => {
    const { sent, notice } = await editProfile({ _id: 'c2', name: 'Photographers', slug: 'photographers' }, null);
    const field = screen.getByLabelText(/^Year Established/) as HTMLInputElement;
    expect(field.value).toBe('');
    const user = userEvent.setup();
    await user.type(field, String(new Date().getUTCFullYear() + 1));
    fireEvent.submit(screen.getByTestId('profile-form'));
    expect(await screen.findByText('Year established must be a year from 1800 to this year')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.clear(field);
    await user.type(field, '2012');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ yearEstablished: 2012 });
  });

  it('edits the city, county, state and ZIP, with the shared messages', async () => {
    const { sent, notice } = await editProfile({ _id: 'c2', name: 'Photographers', slug: 'photographers' }, null);
    const user = userEvent.setup();
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Travelers Rest');
    await user.clear(screen.getByLabelText(/^County/));
    await user.type(screen.getByLabelText(/^ZIP Code/), '296');
    fireEvent.submit(screen.getByTestId('profile-form'));
    expect(await screen.findByText('County is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid ZIP code')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Greer');
    await user.type(screen.getByLabelText(/^County/), 'Spartanburg');
    await user.type(screen.getByLabelText(/^ZIP Code/), '51');
    await user.selectOptions(screen.getByLabelText(/^State/), 'SC');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalled());
    expect(sent.find((r) => r.method === 'PUT')?.body).toMatchObject({ location: { city: 'Greer', county: 'Spartanburg', state: 'SC', zipCode: '29651' } });
  });
});
