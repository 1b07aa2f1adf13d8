import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ok, posted, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { ClaimByLinkPage } from './ClaimByLinkPage';

const TOKEN = 'claim-token-abcdefghijklmnopqrstuvwxyz';
const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/claim-listing/link/${TOKEN}`]}>
      <Routes>
        <Route path="claim-listing/link/:token" element={<ClaimByLinkPage />} />
      </Routes>
    </MemoryRouter>,
  );
const opened = ok({ success: true, vendor: { name: 'The Riverbend Ballroom', slug: 'the-riverbend-ballroom' }, email: 'events@riverbend.example', waiting: 2 });
const invalid: Answer = { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'This claim link has expired, was used already, or is not valid. You can still claim the listing with the claim form.' } } };

describe("'Claim this listing to reply' (/claim-listing/link/{token})", () => {
  it('names the listing, the address that becomes its owner and the messages waiting, and claims only when the person confirms', async () => {
    const message = 'The Riverbend Ballroom is yours. We emailed a login link to events@riverbend.example: open it to reply to the couples waiting.';
    const sent = stubApi({
      [`GET /api/claim-links/${TOKEN}`]: opened,
      [`POST /api/claim-links/${TOKEN}/claim`]: ok({ success: true, message, vendor: { name: 'The Riverbend Ballroom', slug: 'the-riverbend-ballroom' }, email: 'events@riverbend.example' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Claim The Riverbend Ballroom' })).toBeTruthy();
    expect(screen.getByText('events@riverbend.example')).toBeTruthy();
    expect(screen.getByText('2 messages from couples are waiting for you.')).toBeTruthy();
    expect(posted(sent)).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim This Listing' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(posted(sent)).toHaveLength(1);
  });

  it("says a used or expired link does not work, with the way to the claim form", async () => {
    stubApi({ [`GET /api/claim-links/${TOKEN}`]: invalid });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/This claim link has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claim with the Form' }).getAttribute('href')).toBe('/claim-listing');
  });
});
