import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fireEvent } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminVendor } from '@uwd/api-client';
import { CATEGORIES, created, ok, ownVendor, posted, stubApi } from '../../../../../tests/support/components.ts';
import { NewVendorPage } from './NewVendorPage';
import { VendorEditDialog } from './VendorEditDialog';

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const filter = (id: string, name: string, category: { _id: string; name: string; slug: string }, filterKey: string, filterValue: string, isActive = true) => ({
  _id: id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  category,
  filterKey,
  filterValue,
  seoTitle: name,
  seoDescription: '',
  metaKeywords: [],
  content: null,
  sortOrder: 0,
  isActive,
  vendorCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const VENUES = { _id: 'c1', name: 'Venues', slug: 'venues' };
const PHOTOGRAPHERS = { _id: 'c2', name: 'Photographers', slug: 'photographers' };
const FILTERS = ok({
  success: true,
  publicBaseUrl: 'http://127.0.0.1:3000',
  filters: [
    filter('f-barn', 'Barn Venues', VENUES, 'venue_type', 'barn'),
    filter('f-outdoor', 'Outdoor Venues', VENUES, 'indoor_outdoor', 'outdoor'),
    filter('f-church', 'Church Venues', VENUES, 'venue_type', 'church', false),
    filter('f-editorial', 'Editorial Photographers', PHOTOGRAPHERS, 'photography_style', 'editorial'),
  ],
});

const editDialog = (category: { _id: string; name: string; slug: string }, streetAddress: string | null) => {
  const vendor = ownVendor({ category, streetAddress }) as unknown as AdminVendor;
  const sent = stubApi({ 'PUT /api/admin/vendors/v1': ok({ success: true, vendor }) });
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <VendorEditDialog vendor={vendor} filters={null} onClose={vi.fn()} onSaved={onSaved} onDeleted={vi.fn()} />
    </MemoryRouter>,
  );
  return { sent, onSaved };
};

const newVendorPage = () => {
  const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'GET /api/admin/filters': FILTERS, 'POST /api/admin/vendors': created({ success: true, vendor: ownVendor({ name: 'Oak Barn', slug: 'oak-barn' }) }) });
  render(
    <MemoryRouter>
      <NewVendorPage />
    </MemoryRouter>,
  );
  return sent;
};

describe('street address and style facts in the admin vendor forms (issue 36)', () => {
  it('edits a venue’s street address in the edit modal and sends it', async () => {
    const { sent, onSaved } = editDialog(VENUES, '12 Mill Street');
    const field = (await screen.findByLabelText(/^Street Address/)) as HTMLInputElement;
    expect(field.value).toBe('12 Mill Street');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '7 Depot Road');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(sent)[0]?.body).toMatchObject({ streetAddress: '7 Depot Road' });
  });

  it('shows the message for an address over 200 characters in the edit modal and sends nothing', async () => {
    const { sent } = editDialog(VENUES, null);
    fireEvent.change(await screen.findByLabelText(/^Street Address/), { target: { value: 'x'.repeat(201) } });
    await userEvent.setup().click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Street address must be at most 200 characters')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('does not ask a photographer’s street address in the edit modal', async () => {
    editDialog(PHOTOGRAPHERS, null);
    await screen.findByLabelText(/^Business Name/);
    expect(screen.queryByLabelText(/^Street Address/)).toBeNull();
  });

  it('asks a new venue’s street address and its active style facts on New Vendor, and creates the listing with them', async () => {
    const sent = newVendorPage();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Venues' });
    expect(screen.queryByLabelText(/^Street Address/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Category/), 'c1');
    await user.type(screen.getByLabelText(/^Business Name/), 'Oak Barn');
    await user.type(screen.getByLabelText(/^Street Address/), '300 Oak Lane');
    await user.type(screen.getByLabelText(/^City/), 'Greer');
    await user.type(screen.getByLabelText(/^County/), 'Spartanburg');
    // The venue's active filters, grouped by key; not another category's, not an inactive one.
    expect(await screen.findByRole('group', { name: 'Venue Type' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Indoor / Outdoor' })).toBeTruthy();
    expect(screen.queryByLabelText(/Church Venues/)).toBeNull();
    expect(screen.queryByLabelText(/Editorial Photographers/)).toBeNull();
    await user.click(screen.getByLabelText(/Barn Venues/));
    await user.click(screen.getByLabelText(/Outdoor Venues/));
    await user.click(screen.getByRole('button', { name: /Create Vendor/ }));
    await waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect(posted(sent)[0]?.body).toMatchObject({ name: 'Oak Barn', category: 'c1', streetAddress: '300 Oak Lane', filterIds: ['f-barn', 'f-outdoor'] });
  });

  it('forgets the ticked styles when the category changes on New Vendor', async () => {
    const sent = newVendorPage();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Venues' });
    await user.selectOptions(screen.getByLabelText(/^Category/), 'c1');
    await user.click(await screen.findByLabelText(/Barn Venues/));
    await user.selectOptions(screen.getByLabelText(/^Category/), 'c2');
    await user.click(await screen.findByLabelText(/Editorial Photographers/));
    await user.type(screen.getByLabelText(/^Business Name/), 'Lens Studio');
    await user.type(screen.getByLabelText(/^City/), 'Greer');
    await user.type(screen.getByLabelText(/^County/), 'Spartanburg');
    await user.click(screen.getByRole('button', { name: /Create Vendor/ }));
    await waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect(posted(sent)[0]?.body).toMatchObject({ category: 'c2', filterIds: ['f-editorial'] });
    expect(posted(sent)[0]?.body).not.toHaveProperty('streetAddress', expect.any(String));
  });
});
