import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, created, ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import { ApplyPage } from '../ApplyPage';

const VENUES = { _id: 'c1', name: 'Venues', slug: 'venues' };
const PHOTOGRAPHERS = { _id: 'c2', name: 'Photographers', slug: 'photographers' };
const filter = (id: string, name: string, category: typeof VENUES, filterKey: string, filterValue: string, sortOrder = 0) => ({
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
  sortOrder,
  isActive: true,
  vendorCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const ROUTES = {
  'GET /api/categories': CATEGORIES,
  'GET /api/filters/category/venues': ok({
    success: true,
    category: { ...VENUES, description: '', sortOrder: 1, vendorCount: 3, imageUrl: null },
    filters: [filter('f-outdoor', 'Outdoor Venues', VENUES, 'indoor_outdoor', 'outdoor', 1), filter('f-barn', 'Barn Venues', VENUES, 'venue_type', 'barn')],
  }),
  'GET /api/filters/category/photographers': ok({
    success: true,
    category: { ...PHOTOGRAPHERS, description: '', sortOrder: 2, vendorCount: 2, imageUrl: null },
    filters: [filter('f-editorial', 'Editorial Photographers', PHOTOGRAPHERS, 'photography_style', 'editorial')],
  }),
  'POST /api/applications': created({ success: true, message: 'ok', applicationId: 'a1' }),
};

const fill = async (user: ReturnType<typeof userEvent.setup>, category: string) => {
  await user.type(screen.getByLabelText(/^Business Name/), 'Willow Barn');
  await screen.findByRole('option', { name: category });
  await user.selectOptions(screen.getByLabelText(/^Category/), category);
  await user.type(screen.getByLabelText(/^Owner Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone Number/), '864-555-0100');
  await user.type(screen.getByLabelText(/^City/), 'Greer');
  await user.type(screen.getByLabelText(/^County/), 'Spartanburg');
};

const renderApply = () =>
  render(
    <MemoryRouter initialEntries={['/apply']}>
      <ApplyPage />
    </MemoryRouter>,
  );

describe('street address and style facts at /apply (issue 36)', () => {
  it('asks a venue for its street address and its styles, grouped as on the dashboard, and sends them', async () => {
    const sent = stubApi(ROUTES);
    const user = userEvent.setup();
    renderApply();
    await fill(user, 'Venues');
    await user.type(screen.getByLabelText(/^Street Address/), '48 Willow Creek Road');
    expect(await screen.findByRole('group', { name: 'Venue type' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Indoor or outdoor' })).toBeTruthy();
    await user.click(screen.getByLabelText(/Barn Venues/));
    await user.click(screen.getByLabelText(/Outdoor Venues/));
    fireEvent.submit(screen.getByTestId('apply-form'));
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    expect(posted(sent)[0]?.body).toMatchObject({ businessName: 'Willow Barn', streetAddress: '48 Willow Creek Road', filterIds: ['f-barn', 'f-outdoor'] });
  });

  it('shows the message for a street address over 200 characters and sends nothing', async () => {
    const sent = stubApi(ROUTES);
    const user = userEvent.setup();
    renderApply();
    await fill(user, 'Venues');
    fireEvent.change(screen.getByLabelText(/^Street Address/), { target: { value: 'x'.repeat(201) } });
    fireEvent.submit(screen.getByTestId('apply-form'));
    expect(await screen.findByText('Street address must be at most 200 characters')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('asks a photographer its style but no street address, and forgets what was picked for another category', async () => {
    const sent = stubApi(ROUTES);
    const user = userEvent.setup();
    renderApply();
    await fill(user, 'Venues');
    await user.type(screen.getByLabelText(/^Street Address/), '48 Willow Creek Road');
    await user.click(await screen.findByLabelText(/Barn Venues/));
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Photographers');
    expect(screen.queryByLabelText(/^Street Address/)).toBeNull();
    await user.click(await screen.findByLabelText(/Editorial Photographers/));
    fireEvent.submit(screen.getByTestId('apply-form'));
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    expect(posted(sent)[0]?.body).toMatchObject({ category: 'c2', streetAddress: null, filterIds: ['f-editorial'] });
  });
});
