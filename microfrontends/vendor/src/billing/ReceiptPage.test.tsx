import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@uwd/auth-store';
import { ok, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { ReceiptPage, RECEIPT_NOT_FOUND } from './ReceiptPage';
import { anInvoice } from './test-fixtures';

const renderReceipt = (answer: Answer) => {
  stubApi({ 'GET /api/vendors/v1/billing/invoices/in_1': answer });
  render(
    <MemoryRouter initialEntries={['/vendor/billing/receipts/in_1']}>
      <Routes>
        <Route path="/vendor/billing/receipts/:invoiceId" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  );
};

beforeEach(() => {
  useAuthStore.setState({ status: 'authenticated', token: 't', user: { email: 'owner@example.com', isAdmin: false, vendorId: 'v1' } as never });
});

describe('the printable receipt', () => {
  it("shows the directory, the vendor, number, date paid, description, amount, card and status, and 'Print' prints", async () => {
    renderReceipt(ok({ success: true, vendor: { name: 'Magnolia Hollow Barn', city: 'Travelers Rest', state: 'SC', email: 'owner@example.com' }, invoice: anInvoice() }));
    const receipt = await screen.findByTestId('receipt');
    const facts = Object.fromEntries([...receipt.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));
    expect(receipt.textContent).toContain('Upstate Wedding Directory');
    expect(facts).toMatchObject({
      'Billed to': 'Magnolia Hollow BarnTravelers Rest, SCowner@example.com',
      'Invoice number': 'UWD-0001',
      'Date paid': 'March 1, 2027',
      Description: 'Featured Listing, monthly',
      Card: 'Visa •••• 4242',
      Status: 'Paid',
      Amount: '$29.00',
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to Billing' }).getAttribute('href')).toBe('/vendor/dashboard?tab=billing');
  });

  it('says so when the invoice is not the listing’s', async () => {
    renderReceipt({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Invoice not found' } } });
    expect(await screen.findByText(RECEIPT_NOT_FOUND)).toBeTruthy();
  });
});
