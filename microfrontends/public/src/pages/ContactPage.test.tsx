import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { badRequest, created, posted, stubApi, tooManyRequests } from '../../../../tests/support/components.ts';
import { ContactPage } from './ContactPage';

const renderContact = (path = '/contact') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage />
    </MemoryRouter>,
  );

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/Your Name/), 'Ada Bride');
  await user.type(screen.getByLabelText(/Email Address/), 'ada@example.com');
  await user.type(screen.getByLabelText(/Subject/), 'Venue question');
  await user.type(screen.getByLabelText(/^Message/), 'Do you list barns near Travelers Rest?');
};

describe('contact form', () => {
  it('shows its fields with their labels, and Business Name for a claim request', () => {
    renderContact('/contact?type=CLAIM_REQUEST');
    for (const label of [/Inquiry Type/, /Business Name/, /Your Name/, /Email Address/, /^Phone/, /Subject/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it("keeps the browser's own required check (SPEC §5): the required controls carry the native attribute, the form validates", () => {
    renderContact('/contact?type=CLAIM_REQUEST');
    for (const label of [/Inquiry Type/, /Business Name/, /Your Name/, /Email Address/, /Subject/, /^Message/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required, String(label)).toBe(true);
    }
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).required).toBe(false);
    expect((screen.getByTestId('contact-form') as HTMLFormElement).noValidate).toBe(false);
  });

  it('names each missing field on submit and sends nothing', async () => {
    const sent = stubApi({});
    renderContact('/contact?type=CLAIM_REQUEST');
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Business name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('sends the message to POST /api/contact/submit and says thank you', async () => {
    const sent = stubApi({ 'POST /api/contact/submit': created({ success: true, message: 'Message sent' }) });
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText("Thank you for your message! We'll get back to you soon.")).toBeTruthy();
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/contact/submit',
        body: { type: 'GENERAL_INQUIRY', name: 'Ada Bride', email: 'ada@example.com', subject: 'Venue question', message: 'Do you list barns near Travelers Rest?' },
      },
    ]);
    expect((screen.getByLabelText(/Your Name/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field messages from a 400", async () => {
    stubApi({ 'POST /api/contact/submit': badRequest({ email: 'Please enter a valid email address' }) });
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('An error occurred while submitting your message.')).toBeTruthy();
  });

  it('says when to try again after a 429', async () => {
    stubApi({ 'POST /api/contact/submit': tooManyRequests(300) });
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many requests. Please try again in 5 minutes.')).toBeTruthy();
  });
});
