import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { badRequest, CATEGORIES, created, ok, posted, stubApi, tooManyRequests } from '../../../../tests/support/components.ts';
import { ApplyPage } from './ApplyPage';

const renderApply = (path = '/apply') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ApplyPage />
    </MemoryRouter>,
  );

const fillFree = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Business Name/), 'Magnolia Hollow Barn');
  await screen.findByRole('option', { name: 'Venues' });
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Venues');
  await user.type(screen.getByLabelText(/^Owner Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone Number/), '864-555-0100');
  await user.type(screen.getByLabelText(/^City/), 'Greenville');
  await user.type(screen.getByLabelText(/^County/), 'Greenville');
};

const submit = () => fireEvent.submit(screen.getByTestId('apply-form'));

/** The local test processor takes SPEC.md's card fields (GET /api/applications/card-setup says which). */
const LOCAL_CARD = { 'GET /api/applications/card-setup': ok({ success: true, processor: 'local' }) };

describe('apply form', () => {
  it('shows its fields with their labels, and the payment fields for a paid plan', async () => {
    stubApi({ 'GET /api/categories': CATEGORIES, ...LOCAL_CARD });
    renderApply('/apply?plan=featured');
    for (const label of [/^Business Name/, /^Category/, /^Owner Name/, /^Email Address/, /^Phone Number/, /^Website/, /^City/, /^County/, /^Cardholder Name/, /^Card Number/, /^Expiry Date/, /^CVV/]) {
      expect(await screen.findByLabelText(label)).toBeTruthy();
    }
    expect(await screen.findByRole('option', { name: 'Venues' })).toBeTruthy();
  });

  it("shows the spec's messages for missing fields and a bad card, and sends nothing", async () => {
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, ...LOCAL_CARD });
    const user = userEvent.setup();
    renderApply('/apply?plan=featured');
    await user.type(screen.getByLabelText(/^Email Address/), 'not-an-email');
    await user.type(await screen.findByLabelText(/^Card Number/), '4111');
    await user.type(screen.getByLabelText(/^CVV/), '1');
    submit();
    for (const message of [
      'Business name is required',
      'Category is required',
      'Owner name is required',
      'Please enter a valid email address',
      'Phone number is required',
      'City is required',
      'County is required',
      'Cardholder name is required',
      'Please enter a valid 15 or 16-digit card number',
      'Expiry date is required',
      'Please enter a valid 3 or 4-digit CVV',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(posted(sent)).toEqual([]);
  });

  it('sends the application to POST /api/applications and shows Application Submitted!', async () => {
    const sent = stubApi({ 'GET /api/categories': CATEGORIES, 'POST /api/applications': created({ success: true, message: 'ok', applicationId: 'a1' }) });
    const user = userEvent.setup();
    renderApply();
    await fillFree(user);
    submit();
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    const [request] = posted(sent);
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/applications',
      body: {
        businessName: 'Magnolia Hollow Barn',
        category: 'c1',
        ownerName: 'Ada Owner',
        email: 'ada@example.com',
        phone: '864-555-0100',
        location: { city: 'Greenville', county: 'Greenville', state: 'SC' },
        subscriptionTier: 'free',
      },
    });
    expect(request?.body).not.toHaveProperty('creditCard');
  });

  it("shows the server's field messages from a 400", async () => {
    stubApi({ 'GET /api/categories': CATEGORIES, 'POST /api/applications': badRequest({ email: 'An application for this email is already pending' }) });
    const user = userEvent.setup();
    renderApply();
    await fillFree(user);
    submit();
    expect(await screen.findByText('An application for this email is already pending')).toBeTruthy();
    expect(screen.queryByText('Application Submitted!')).toBeNull();
  });

  it('says on the payment block that the processor declined the card, and puts the focus on the card number', async () => {
    const declined = 'Your card was declined. Please check the details or choose the free listing.';
    stubApi({ 'GET /api/categories': CATEGORIES, ...LOCAL_CARD, 'POST /api/applications': badRequest({ creditCard: declined }) });
    const user = userEvent.setup();
    renderApply('/apply?plan=featured');
    await fillFree(user);
    await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
    await user.type(screen.getByLabelText(/^Card Number/), '4000000000000002');
    await user.type(screen.getByLabelText(/^Expiry Date/), '1230');
    await user.type(screen.getByLabelText(/^CVV/), '123');
    submit();
    const alert = await screen.findByText(declined);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.closest('.apply-card-declined')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Card Number/)));
    expect(screen.queryByText('Application Submitted!')).toBeNull();
  });

  it('says when to try again after a 429', async () => {
    stubApi({ 'GET /api/categories': CATEGORIES, 'POST /api/applications': tooManyRequests(600) });
    const user = userEvent.setup();
    renderApply();
    await fillFree(user);
    submit();
    expect(await screen.findByText('Too many requests. Please try again in 10 minutes.')).toBeTruthy();
  });
});
