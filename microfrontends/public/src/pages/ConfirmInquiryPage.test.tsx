import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ok, posted, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { ConfirmInquiryPage } from './ConfirmInquiryPage';
import { PENDING_CONTACT_KEY, REMEMBERED_BROWSER_KEY, REMEMBERED_CONTACT_KEY } from './inquiries/remembered-browser';

const renderConfirm = (token: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/inquiries/confirm/${token}`]}>
        <Routes>
          <Route path="inquiries/confirm/:token" element={<ConfirmInquiryPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );

const EXPIRES = '2027-02-23T15:00:00.000Z';
const confirmed = ok({
  success: true,
  message: 'Message sent to Magnolia Hollow Barn!',
  vendor: { name: 'Magnolia Hollow Barn', slug: 'magnolia-hollow-barn' },
  threadToken: 'thread-token-abcdefghijklmnop',
  rememberedBrowser: { token: 'browser-token-abcdefghijklmnop', expiresAt: EXPIRES },
  vendors: [{ name: 'Magnolia Hollow Barn', slug: 'magnolia-hollow-barn', reach: 'owner', threadToken: 'thread-token-abcdefghijklmnop' }],
});
const notFound: Answer = { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'This link has expired or was already used.' } } };

describe('the confirmation link (/inquiries/confirm/{token})', () => {
  it("confirms once on mount, says 'Message sent to …!', keeps the browser's token and links to the conversation and the vendor", async () => {
    const sent = stubApi({ 'POST /api/inquiries/confirm': confirmed });
    renderConfirm('confirm-token-once-abcdefghij');
    expect(await screen.findByRole('heading', { level: 1, name: 'Message sent to Magnolia Hollow Barn!' })).toBeTruthy();
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/inquiries/confirm', body: { token: 'confirm-token-once-abcdefghij' } }]);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_BROWSER_KEY)!)).toEqual({ token: 'browser-token-abcdefghijklmnop', expiresAt: EXPIRES });
    expect(screen.getByRole('link', { name: 'View your conversation' }).getAttribute('href')).toBe('/inquiries/thread-token-abcdefghijklmnop');
    expect(screen.getByRole('link', { name: 'Back to Magnolia Hollow Barn' }).getAttribute('href')).toBe('/vendors/magnolia-hollow-barn');
  });

  it('remembers the name and email the couple typed in this browser, for the next form', async () => {
    localStorage.setItem(PENDING_CONTACT_KEY, JSON.stringify({ name: 'Sam Rivera', email: 'sam@example.com' }));
    stubApi({ 'POST /api/inquiries/confirm': confirmed });
    renderConfirm('confirm-token-contact-abcdefghij');
    expect(await screen.findByRole('heading', { level: 1, name: 'Message sent to Magnolia Hollow Barn!' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(REMEMBERED_CONTACT_KEY)!)).toEqual({ name: 'Sam Rivera', email: 'sam@example.com' });
    expect(localStorage.getItem(PENDING_CONTACT_KEY)).toBeNull();
  });

  it("shows the API's message and a link to the directory for an expired or used link", async () => {
    stubApi({ 'POST /api/inquiries/confirm': notFound });
    renderConfirm('confirm-token-expired-abcdef');
    expect(await screen.findByText('This link has expired or was already used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the directory' }).getAttribute('href')).toBe('/vendors');
  });

  it('offers Retry when the server failed, and posts again', async () => {
    const sent = stubApi({ 'POST /api/inquiries/confirm': [{ status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'x' } } }, confirmed] });
    const user = userEvent.setup();
    renderConfirm('confirm-token-retry-abcdefgh');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Message sent to Magnolia Hollow Barn!' })).toBeTruthy();
    expect(posted(sent)).toHaveLength(2);
  });

  it("'Forget this browser' revokes the token with its header and drops it", async () => {
    stubApi({ 'POST /api/inquiries/confirm': confirmed, 'POST /api/inquiries/forget-browser': ok({ success: true, message: 'This browser will ask you to confirm your email next time.' }) });
    const user = userEvent.setup();
    renderConfirm('confirm-token-forget-abcdefg');
    await user.click(await screen.findByRole('button', { name: 'Forget this browser' }));
    expect(await screen.findByText('This browser will ask you to confirm your email next time.')).toBeTruthy();
    const forget = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/forget-browser'));
    expect((forget?.[1]?.headers as Record<string, string>)['X-Remembered-Browser']).toBe('browser-token-abcdefghijklmnop');
    expect(localStorage.getItem(REMEMBERED_BROWSER_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forget this browser' })).toBeNull();
  });

  it('lists every vendor of a multi-send with its own conversation (issue 39)', async () => {
    stubApi({
      'POST /api/inquiries/confirm': ok({
        success: true,
        message: 'Messages sent to 3 vendors!',
        vendor: { name: 'Magnolia Barn', slug: 'magnolia-barn' },
        reach: 'owner',
        threadToken: 'thread-a-abcdefghijklmnopqrstu',
        rememberedBrowser: { token: 'browser-token-abcdefghijklmnop', expiresAt: EXPIRES },
        vendors: [
          { name: 'Magnolia Barn', slug: 'magnolia-barn', reach: 'owner', threadToken: 'thread-a-abcdefghijklmnopqrstu' },
          { name: 'Wisteria Hall', slug: 'wisteria-hall', reach: 'owner', threadToken: 'thread-b-abcdefghijklmnopqrstu' },
          { name: 'Riverside Lawn', slug: 'riverside-lawn', reach: 'waiting', threadToken: 'thread-c-abcdefghijklmnopqrstu' },
        ],
      }),
    });
    renderConfirm('confirm-token-batch-abcdefghij');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages sent to 3 vendors!' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^View your conversation with / });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['View your conversation with Magnolia Barn', '/inquiries/thread-a-abcdefghijklmnopqrstu'],
      ['View your conversation with Wisteria Hall', '/inquiries/thread-b-abcdefghijklmnopqrstu'],
      ['View your conversation with Riverside Lawn', '/inquiries/thread-c-abcdefghijklmnopqrstu'],
    ]);
    expect(screen.getByText('Riverside Lawn has not set up their inbox yet; your message will be waiting for them when they do')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your shortlist' }).getAttribute('href')).toBe('/shortlist');
  });
});
