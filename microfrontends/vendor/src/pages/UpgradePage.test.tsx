import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@uwd/auth-store';
import { badRequest, ok, ownVendor, planStatus, posted, stubApi, tooManyRequests, type Answer } from '../../../../tests/support/components.ts';
import { UpgradePage } from './UpgradePage';

const api = (upgrade?: Answer) =>
  stubApi({
    'GET /api/vendors/v1': ok({ success: true, vendor: ownVendor() }),
    'GET /api/upgrades/check/magnolia-hollow-barn': planStatus('free'),
    ...(upgrade ? { 'POST /api/upgrades': upgrade } : {}),
  });

const renderUpgrade = async () => {
  render(
    <MemoryRouter initialEntries={['/upgrade?slug=magnolia-hollow-barn']}>
      <Routes>
        <Route path="/upgrade" element={<UpgradePage />} />
        <Route path="/vendors/:slug" element={<p>The public listing</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByTestId('upgrade-form');
};

const fillCard = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Cardholder Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Card Number/), '4111111111111111');
  await user.type(screen.getByLabelText(/^Expiry Date/), '1230');
  await user.type(screen.getByLabelText(/^CVV/), '123');
};

const submit = () => fireEvent.submit(screen.getByTestId('upgrade-form'));

describe('upgrade form', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    useAuthStore.setState({ status: 'authenticated', token: 't', user: { email: 'owner@example.com', isAdmin: false, vendorId: 'v1' } as never });
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });

  it('shows its fields with their labels, prefilled from the listing', async () => {
    api();
    await renderUpgrade();
    for (const label of [/^Business Name/, /^Email/, /^Cardholder Name/, /^Card Number/, /^Expiry Date/, /^CVV/]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('Magnolia Hollow Barn');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('owner@example.com');
  });

  it("shows the spec's messages for missing fields and a bad card, and sends nothing", async () => {
    const sent = api();
    const user = userEvent.setup();
    await renderUpgrade();
    await user.clear(screen.getByLabelText(/^Business Name/));
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Card Number/), '4111');
    await user.type(screen.getByLabelText(/^CVV/), '1');
    submit();
    for (const message of [
      'Business name is required',
      'Email is required',
      'Cardholder name is required',
      'Please enter a valid 15 or 16-digit card number',
      'Expiry date is required',
      'Please enter a valid 3 or 4-digit CVV',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.type(screen.getByLabelText(/^Email/), 'owner@');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('sends the request to POST /api/upgrades, thanks the owner and opens the listing', async () => {
    const sent = api(ok({ success: true, message: 'Upgrade requested' }));
    const user = userEvent.setup();
    await renderUpgrade();
    await fillCard(user);
    submit();
    expect(await screen.findByText('The public listing')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith(
      "Thank you so much! The upgrade will take effect within the next few days. Your Featured/Premier tier starts then with a 3-month free trial. We'll send a reminder email 7 days before your first payment.",
    );
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/upgrades',
        body: {
          businessName: 'Magnolia Hollow Barn',
          email: 'owner@example.com',
          subscriptionTier: 'featured',
          creditCard: { cardholderName: 'Ada Owner', cardNumber: '4111 1111 1111 1111', expiryDate: '12/30', cvv: '123' },
          vendorId: 'v1',
          slug: 'magnolia-hollow-barn',
        },
      },
    ]);
  });

  it("shows the server's field messages from a 400", async () => {
    api(badRequest({ 'creditCard.cardNumber': 'Please enter a valid 15 or 16-digit card number' }));
    const user = userEvent.setup();
    await renderUpgrade();
    await fillCard(user);
    submit();
    expect(await screen.findByText('Please enter a valid 15 or 16-digit card number')).toBeTruthy();
    expect(screen.queryByText('The public listing')).toBeNull();
  });

  it('says when to try again after a 429', async () => {
    api(tooManyRequests(1800));
    const user = userEvent.setup();
    await renderUpgrade();
    await fillCard(user);
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Too many requests. Please try again in 30 minutes.'));
  });
});
