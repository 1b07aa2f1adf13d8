import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnVendor } from '@uwd/api-client';
import { badRequest, ok, ownVendor, stubApi, tooManyRequests, type Answer } from '../../../../tests/support/components.ts';
import { ProfileTab } from './ProfileTab';

const CATEGORIES = [
  { _id: 'c1', name: 'Venues', slug: 'venues', description: '', sortOrder: 1, vendorCount: 3, imageUrl: null },
  { _id: 'c2', name: 'Photographers', slug: 'photographers', description: '', sortOrder: 2, vendorCount: 2, imageUrl: null },
];

/** The Business Profile tab in edit mode, with a recording notice. */
const editProfile = async (save?: Answer) => {
  const sent = stubApi(save ? { 'PUT /api/vendors/v1': save } : {});
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  const onSaved = vi.fn();
  render(
    <ProfileTab
      vendor={ownVendor() as unknown as OwnVendor}
      vendorId="v1"
      categories={CATEGORIES}
      notice={notice}
      onSaved={onSaved}
      onCategoryChange={vi.fn()}
      onEditCancel={vi.fn()}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: /Edit Profile/ }));
  await screen.findByTestId('profile-form');
  return { sent, notice, onSaved };
};

const submit = () => fireEvent.submit(screen.getByTestId('profile-form'));

describe('Business Profile form (vendor dashboard)', () => {
  it('shows its fields with their labels, filled from the listing', async () => {
    await editProfile();
    for (const label of [/^Business Name/, /^Tagline/, /^Category/, /^Email/, /^Phone/, /^Website/, /^Starting Price/, /^Price Range/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect((screen.getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('Magnolia Hollow Barn');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('owner@example.com');
  });

  it("shows the field messages for bad input and saves nothing", async () => {
    const { sent } = await editProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Business Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'owner@');
    await user.clear(screen.getByLabelText(/^Website/));
    await user.type(screen.getByLabelText(/^Website/), 'magnolia.example');
    submit();
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid website address (starting with http:// or https://)')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('saves the profile with PUT /api/vendors/{id}, says so and leaves edit mode', async () => {
    const saved = ownVendor({ tagline: 'Weddings under the oaks' });
    const { sent, notice, onSaved } = await editProfile(ok({ success: true, vendor: saved }));
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Tagline/));
    await user.type(screen.getByLabelText(/^Tagline/), 'Weddings under the oaks');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalledWith('Profile updated successfully!'));
    expect(onSaved).toHaveBeenCalledWith(saved);
    const [request] = sent.filter((r) => r.method === 'PUT');
    expect(request).toMatchObject({
      url: '/api/vendors/v1',
      body: {
        name: 'Magnolia Hollow Barn',
        tagline: 'Weddings under the oaks',
        category: 'c1',
        email: 'owner@example.com',
        phone: '864-555-0100',
        website: 'https://magnoliahollow.example',
        startingPrice: 4500,
        priceRange: 'premium',
      },
    });
    expect(screen.queryByTestId('profile-form')).toBeNull();
  });

  it("shows the server's field messages from a 400 and stays in edit mode", async () => {
    const { notice } = await editProfile(badRequest({ website: 'Please enter a valid website address (starting with http:// or https://)' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid website address (starting with http:// or https://)')).toBeTruthy();
    expect(notice.error).toHaveBeenCalledWith('Failed to update profile. Please try again.');
    expect(screen.getByTestId('profile-form')).toBeTruthy();
  });

  // The profile save has no rate limit of its own; a 429 (e.g. the API-wide limit) is a failed save.
  it('reports a 429 as a failed save and keeps the edits', async () => {
    const { notice } = await editProfile(tooManyRequests(300));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notice.error).toHaveBeenCalledWith('Failed to update profile. Please try again.'));
    expect(screen.getByTestId('profile-form')).toBeTruthy();
  });
});
