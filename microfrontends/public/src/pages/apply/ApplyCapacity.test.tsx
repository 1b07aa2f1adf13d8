import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, created, posted, stubApi } from '../../../../../tests/support/components.ts';
import { ApplyPage } from '../ApplyPage';

const fill = async (user: ReturnType<typeof userEvent.setup>, category: string) => {
  await user.type(screen.getByLabelText(/^Business Name/), 'Magnolia Hollow Barn');
  await screen.findByRole('option', { name: category });
  await user.selectOptions(screen.getByLabelText(/^Category/), category);
  await user.type(screen.getByLabelText(/^Owner Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone Number/), '864-555-0100');
  await user.type(screen.getByLabelText(/^City/), 'Greenville');
  await user.type(screen.getByLabelText(/^County/), 'Greenville');
};

const renderApply = () =>
  render(
    <MemoryRouter initialEntries={['/apply']}>
      <ApplyPage />
    </MemoryRouter>,
  );

describe('guest capacity at /apply (issue 36)', () => {
  it('asks a venue for its guest capacity and sends it with the application', async () => {
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'POST /api/applications': created({ success: true, message: 'ok', applicationId: 'a1' }) });
    const user = userEvent.setup();
    renderApply();
    await fill(user, 'Venues');
    await user.type(screen.getByLabelText(/^Guest capacity/), '180');
    fireEvent.submit(screen.getByTestId('apply-form'));
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    expect(posted(sent)[0]?.body).toMatchObject({ businessName: 'Magnolia Hollow Barn', guestCapacity: 180 });
  });

  it('shows the message for a capacity out of range and sends nothing', async () => {
    const sent = stubApi({ 'GET /api/categories': CATEGORIES });
    const user = userEvent.setup();
    renderApply();
    await fill(user, 'Venues');
    await user.type(screen.getByLabelText(/^Guest capacity/), '0');
    fireEvent.submit(screen.getByTestId('apply-form'));
    expect(await screen.findByText('Guest capacity must be a whole number from 1 to 10,000')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('forgets a capacity typed for a venue when the category changes to one not asked, so no hidden field blocks the form', async () => {
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'POST /api/applications': created({ success: true, message: 'ok', applicationId: 'a1' }) });
    const user = userEvent.setup();
    renderApply();
    await fill(user, 'Venues');
    await user.type(screen.getByLabelText(/^Guest capacity/), '0');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Photographers');
    fireEvent.submit(screen.getByTestId('apply-form'));
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    expect(posted(sent)[0]?.body).toMatchObject({ businessName: 'Magnolia Hollow Barn', guestCapacity: null });
  });

  it('does not ask a photographer', async () => {
    stubApi({ 'GET /api/categories': CATEGORIES });
    const user = userEvent.setup();
    renderApply();
    await fill(user, 'Photographers');
    expect(screen.queryByLabelText(/^Guest capacity/)).toBeNull();
  });
});
