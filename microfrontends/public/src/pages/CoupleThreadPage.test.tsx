import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { created, ok, posted, stubApi, tooManyRequests, type Answer } from '../../../../tests/support/components.ts';
import { CoupleThreadPage } from './CoupleThreadPage';

const TOKEN = 'thread-token-abcdefghijklmnop';
const THREAD_URL = `/api/inquiries/thread/${TOKEN}`;

const thread = (overrides: Record<string, unknown> = {}) => ({
  coupleName: 'Sam Rivera',
  weddingDate: '2027-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: '6000-10000',
  budgetLabel: '$6,000 – $10,000',
  vendor: { name: 'Magnolia Hollow Barn', slug: 'magnolia-hollow-barn' },
  reach: 'owner',
  status: 'replied',
  closed: false,
  closeReason: null,
  // Deliberately out of order: the page shows them oldest first.
  messages: [
    { _id: 'm2', author: 'vendor', body: 'Hi Sam! October 9 is open.', createdAt: '2026-11-25T16:00:00.000Z' },
    { _id: 'm1', author: 'couple', body: 'We love the barn. Is October 9 open?', createdAt: '2026-11-25T15:00:00.000Z' },
  ],
  ...overrides,
});

const renderThread = () =>
  render(
    <MemoryRouter initialEntries={[`/inquiries/${TOKEN}`]}>
      <Routes>
        <Route path="inquiries/:token" element={<CoupleThreadPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe("the couple's thread page (/inquiries/{token})", () => {
  it('shows the vendor (linked), the wedding facts and the whole conversation oldest first, with who wrote and when', async () => {
    stubApi({ [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread() }) });
    renderThread();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Magnolia Hollow Barn' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/vendors/magnolia-hollow-barn');
    const facts = screen.getByTestId('thread-facts');
    for (const text of ['October 9, 2027', '120', '$6,000 – $10,000']) expect(within(facts).getByText(text)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.thread-message__body')?.textContent)).toEqual(['We love the barn. Is October 9 open?', 'Hi Sam! October 9 is open.']);
    expect(items[0]!.textContent).toContain('You (Sam Rivera)');
    expect(items[1]!.textContent).toContain('Magnolia Hollow Barn');
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T15:00:00.000Z');
  });

  it("answers with 'Send': an empty reply is refused, a reply is posted and appears", async () => {
    const answered = thread({ messages: [...thread().messages, { _id: 'm3', author: 'couple', body: 'Wonderful, can we visit Saturday?', createdAt: '2026-11-25T17:00:00.000Z' }] });
    const sent = stubApi({ [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread() }), [`POST ${THREAD_URL}/messages`]: created({ success: true, message: 'Message sent.', thread: answered }) });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reply is required')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
    await user.type(screen.getByLabelText(/^Reply to Magnolia Hollow Barn/), 'Wonderful, can we visit Saturday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent.')).toBeTruthy();
    expect(screen.getByText('Wonderful, can we visit Saturday?', { selector: '.thread-message__body' })).toBeTruthy();
    expect(posted(sent)).toEqual([{ method: 'POST', url: `${THREAD_URL}/messages`, body: { body: 'Wonderful, can we visit Saturday?' } }]);
  });

  it('says, while the listing has no owner, where each message goes — the business email, or waiting — and the answer to a message says the same', async () => {
    const truth = 'Magnolia Hollow Barn has not set up their inbox yet; we have emailed them your message';
    const answered = thread({ reach: 'listing', messages: [...thread().messages, { _id: 'm3', author: 'couple', body: 'Can we visit on Sunday?', createdAt: '2026-11-25T17:00:00.000Z' }] });
    stubApi({ [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread({ reach: 'listing' }) }), [`POST ${THREAD_URL}/messages`]: created({ success: true, message: truth, thread: answered }) });
    const user = userEvent.setup();
    renderThread();
    const note = await screen.findByTestId('thread-unclaimed-note');
    expect(note.textContent).toBe(
      'Magnolia Hollow Barn has not set up their inbox yet: we email each of your messages to the business email their listing states, with a link to claim it and reply. Their answer comes to you by email.',
    );
    await user.type(screen.getByLabelText(/^Reply to Magnolia Hollow Barn/), 'Can we visit on Sunday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(truth)).toBeTruthy();
  });

  it('says a message waits when the listing has no owner and states no email, and nothing of the kind once it has an owner', async () => {
    stubApi({ [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread({ reach: 'waiting' }) }) });
    const { unmount } = renderThread();
    expect((await screen.findByTestId('thread-unclaimed-note')).textContent).toContain('their listing states no email: your messages wait for them until they claim it.');
    unmount();
    stubApi({ [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread() }) });
    renderThread();
    await screen.findByRole('heading', { level: 1, name: 'Magnolia Hollow Barn' });
    expect(screen.queryByTestId('thread-unclaimed-note')).toBeNull();
  });

  it('says when to try again after too many messages (429 with Retry-After), and keeps the text typed', async () => {
    const sent = stubApi({ [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread() }), [`POST ${THREAD_URL}/messages`]: tooManyRequests(240) });
    const user = userEvent.setup();
    renderThread();
    const box = await screen.findByLabelText(/^Reply to Magnolia Hollow Barn/);
    await user.type(box, 'One more question about parking');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many messages. Please try again in 4 minutes.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('One more question about parking');
    expect(posted(sent)).toHaveLength(1);
  });

  it("closes the conversation with one of the two reasons; a closed one says so and takes no reply", async () => {
    const sent = stubApi({
      [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread() }),
      [`POST ${THREAD_URL}/close`]: ok({ success: true, message: 'Conversation closed. We let the vendor know.', thread: thread({ closed: true, status: 'closed', closeReason: 'booked_elsewhere' }) }),
    });
    const user = userEvent.setup();
    renderThread();
    await screen.findByTestId('couple-thread');
    expect(screen.getByRole('radio', { name: 'Not interested' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: "We've booked someone else" }));
    await user.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('This conversation is closed')).toBeTruthy();
    expect(screen.getByTestId('thread-closed').textContent).toContain('Conversation closed. We let the vendor know.');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(posted(sent)).toEqual([{ method: 'POST', url: `${THREAD_URL}/close`, body: { reason: 'booked_elsewhere' } }]);
  });

  it('deletes only after a confirmation that says their name, email, phone and messages go', async () => {
    const sent = stubApi({
      [`GET ${THREAD_URL}`]: ok({ success: true, thread: thread() }),
      [`DELETE ${THREAD_URL}`]: ok({ success: true, message: 'Conversation deleted. Your name, email, phone and messages are gone.' }),
    });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Delete conversation' }));
    const confirm = screen.getByTestId('thread-delete-confirm');
    expect(confirm.textContent).toContain('This removes your name, email, phone and messages');
    expect(document.activeElement).toBe(within(confirm).getByRole('heading', { name: 'Delete this conversation?' }));
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete conversation' }));
    expect(posted(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Conversation deleted. Your name, email, phone and messages are gone.')).toBeTruthy();
    expect(posted(sent)).toEqual([{ method: 'DELETE', url: THREAD_URL, body: undefined }]);
  });

  it("shows the API's message for a dead link, and Retry for a failure", async () => {
    const gone: Answer = { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'This conversation link has expired or no longer exists.' } } };
    stubApi({ [`GET ${THREAD_URL}`]: gone });
    const first = renderThread();
    expect(await screen.findByText('This conversation link has expired or no longer exists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the directory' })).toBeTruthy();
    first.unmount();

    stubApi({ [`GET ${THREAD_URL}`]: [{ status: 503, body: { success: false, error: { code: 'UNAVAILABLE', message: 'x' } } }, ok({ success: true, thread: thread() })] });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('couple-thread')).toBeTruthy();
  });
});
