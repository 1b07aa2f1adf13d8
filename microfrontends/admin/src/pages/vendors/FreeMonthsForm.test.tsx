import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { grantFreeMonthsRoute, NO_BILLED_PLAN } from '@domain/billing/admin-billing-api';
import { badRequest, ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import { FreeMonthsForm } from './FreeMonthsForm';

const GRANT = 'POST /api/admin/vendors/v1/billing/free-months';

describe('Free months in the vendor edit modal', () => {
  it('gives the chosen months with the trimmed reason and says so', async () => {
    const sent = stubApi({ [GRANT]: ok(grantFreeMonthsRoute.answer.parse({ success: true, message: 'Magnolia Barn has 3 free months.', freeUntil: '2027-06-01T00:00:00.000Z' })) });
    render(<FreeMonthsForm vendorId="v1" />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Months'), '3');
    await user.type(screen.getByLabelText(/Reason/), '  Sorry for the outage  ');
    await user.click(screen.getByRole('button', { name: 'Give free months' }));
    expect(await screen.findByText('Magnolia Barn has 3 free months.')).toBeTruthy();
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/admin/vendors/v1/billing/free-months', body: { months: 3, reason: 'Sorry for the outage' } }]);
    expect((screen.getByLabelText(/Reason/) as HTMLInputElement).value).toBe('');
  });

  it('asks for a reason before sending anything, also on Enter', async () => {
    const sent = stubApi({});
    render(<FreeMonthsForm vendorId="v1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Reason/), '   {Enter}');
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    expect(screen.getByLabelText(/Reason/).getAttribute('aria-invalid')).toBe('true');
    expect(posted(sent)).toEqual([]);
  });

  it('shows the refusal of a listing without a billed plan, and the field messages of a 400', async () => {
    stubApi({
      [GRANT]: [{ status: 409, body: { success: false, error: { code: 'CONFLICT', message: NO_BILLED_PLAN } } }, badRequest({ reason: 'Keep the reason on one line' })],
    });
    render(<FreeMonthsForm vendorId="v1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Reason/), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Give free months' }));
    expect(await screen.findByText(NO_BILLED_PLAN)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Give free months' }));
    await waitFor(() => expect(screen.getByText('Keep the reason on one line')).toBeTruthy());
  });
});
