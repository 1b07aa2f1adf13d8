import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminVendor } from '@uwd/api-client';
import { CATEGORIES, created, ok, ownVendor, posted, stubApi } from '../../../../../tests/support/components.ts';
import { NewVendorPage } from './NewVendorPage';
import { VendorEditDialog } from './VendorEditDialog';

const MESSAGE = 'Guest capacity must be a whole number from 1 to 10,000';

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** The edit modal of a listing of this category and capacity (filters not loaded: left alone). */
const editDialog = (category: { _id: string; name: string; slug: string }, capacity: number | null) => {
  const vendor = ownVendor({ category, attributes: { capacity, style: null, specialties: [] } }) as unknown as AdminVendor;
  const sent = stubApi({ 'PUT /api/admin/vendors/v1': ok({ success: true, vendor }) });
  const onSaved = vi.fn();
  render(
    <MemoryRouter>
      <VendorEditDialog vendor={vendor} filters={null} onClose={vi.fn()} onSaved={onSaved} onDeleted={vi.fn()} />
    </MemoryRouter>,
  );
  return { sent, onSaved };
};

describe('guest capacity in the admin vendor forms (issue 36)', () => {
  it('edits a venue’s guest capacity in the edit modal and sends it', async () => {
    const { sent, onSaved } = editDialog({ _id: 'c1', name: 'Venues', slug: 'venues' }, 220);
    const field = (await screen.findByLabelText(/^Guest capacity/)) as HTMLInputElement;
    expect(field.value).toBe('220');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '350');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(sent)[0]?.body).toMatchObject({ capacity: 350 });
  });

  it('shows the message for a capacity out of range in the edit modal and sends nothing', async () => {
    const { sent } = editDialog({ _id: 'c1', name: 'Venues', slug: 'venues' }, null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Guest capacity/), '0');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('does not ask a photographer’s capacity in the edit modal', async () => {
    editDialog({ _id: 'c2', name: 'Photographers', slug: 'photographers' }, null);
    await screen.findByLabelText(/^Business Name/);
    expect(screen.queryByLabelText(/^Guest capacity/)).toBeNull();
  });

  it('asks the capacity on New Vendor once a venue is chosen, and creates the listing with it', async () => {
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'POST /api/admin/vendors': created({ success: true, vendor: ownVendor({ name: 'Oak Hall', slug: 'oak-hall' }) }) });
    render(
      <MemoryRouter>
        <NewVendorPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Venues' });
    expect(screen.queryByLabelText(/^Guest capacity/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Category/), 'c1');
    await user.type(screen.getByLabelText(/^Business Name/), 'Oak Hall');
    await user.type(screen.getByLabelText(/^City/), 'Greer');
    await user.type(screen.getByLabelText(/^County/), 'Spartanburg');
    await user.type(screen.getByLabelText(/^Guest capacity/), '220');
    await user.click(screen.getByRole('button', { name: /Create|Add/ }));
    await waitFor(() => expect(posted(sent)).toHaveLength(1));
    expect(posted(sent)[0]?.body).toMatchObject({ name: 'Oak Hall', category: 'c1', capacity: 220 });
  });

  it('edits the year established in the edit modal, with the shared message for a year to come', async () => {
    const { sent, onSaved } = editDialog({ _id: 'c2', name: 'Photographers', slug: 'photographers' }, null);
    const field = await screen.findByLabelText(/^Year Established/);
    const user = userEvent.setup();
    await user.type(field, '1700');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('Year established must be a year from 1800 to this year')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '1998');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(sent)[0]?.body).toMatchObject({ yearEstablished: 1998 });
  });

  it('edits the address in the edit modal: a missing county is refused, a new town is sent', async () => {
    const { sent, onSaved } = editDialog({ _id: 'c2', name: 'Photographers', slug: 'photographers' }, null);
    const user = userEvent.setup();
    const city = (await screen.findByLabelText(/^City/)) as HTMLInputElement;
    expect(city.value).toBe('Travelers Rest');
    await user.clear(screen.getByLabelText(/^County/));
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByText('County is required')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
    await user.clear(city);
    await user.type(city, 'Greer');
    await user.type(screen.getByLabelText(/^County/), 'Spartanburg');
    await user.selectOptions(screen.getByLabelText(/^State/), 'NC');
    await user.type(screen.getByLabelText(/^ZIP Code/), '28801');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted(sent)[0]?.body).toMatchObject({ location: { city: 'Greer', county: 'Spartanburg', state: 'NC', zipCode: '28801' } });
  });
});
