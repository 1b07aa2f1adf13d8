import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { badRequest, created, posted, stubApi, tooManyRequests } from '../../../../tests/support/components.ts';
import { ClaimListingPage } from './ClaimListingPage';

const renderClaim = (path = '/claim-listing?business=Magnolia%20Hollow%20Barn') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ClaimListingPage />
    </MemoryRouter>,
  );

const submit = () => fireEvent.submit(screen.getByTestId('claim-form'));

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/^Your Name/), 'Ada Owner');
  await user.type(screen.getByLabelText(/^Email Address/), 'ada@example.com');
};

describe('claim form', () => {
  it('shows its fields with their labels, the business name and message prefilled', () => {
    renderClaim();
    for (const label of [/^Your Name/, /^Email Address/, /^Phone/, /^Business Name/, /^Message/]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect((screen.getByLabelText(/^Business Name/) as HTMLInputElement).value).toBe('Magnolia Hollow Barn');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toContain('I am the owner of Magnolia Hollow Barn');
  });

  it("shows the spec's messages one at a time, in the spec's order, and sends nothing", async () => {
    const sent = stubApi({});
    const user = userEvent.setup();
    renderClaim('/claim-listing');
    await user.clear(screen.getByLabelText(/^Message/));
    submit();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Your Name/), 'Ada Owner');
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email Address/), 'not-an-email');
    submit();
    expect(await screen.findByText('Business name is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Business Name/), 'Magnolia Hollow Barn');
    await user.clear(screen.getByLabelText(/^Message/));
    submit();
    expect(await screen.findByText('Message is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Message/), 'It is mine.');
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('sends a claim request to POST /api/contact/submit and shows Claim Request Submitted!', async () => {
    const sent = stubApi({ 'POST /api/contact/submit': created({ success: true, message: 'Message sent' }) });
    const user = userEvent.setup();
    renderClaim();
    await fillValid(user);
    submit();
    expect(await screen.findByText('Claim Request Submitted!')).toBeTruthy();
    expect(posted(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/contact/submit',
        body: {
          type: 'CLAIM_REQUEST',
          name: 'Ada Owner',
          email: 'ada@example.com',
          subject: 'Claim Request for Magnolia Hollow Barn',
          message:
            'Hello, I am the owner of Magnolia Hollow Barn and I would like to claim this listing so I can keep its details, photos and services up to date. Please contact me to verify my ownership.',
          businessName: 'Magnolia Hollow Barn',
        },
      },
    ]);
  });

  it("shows the server's field messages from a 400", async () => {
    stubApi({ 'POST /api/contact/submit': badRequest({ email: 'Please enter a valid email address' }) });
    const user = userEvent.setup();
    renderClaim();
    await fillValid(user);
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Claim Request Submitted!')).toBeNull();
  });

  it('says when to try again after a 429', async () => {
    stubApi({ 'POST /api/contact/submit': tooManyRequests(120) });
    const user = userEvent.setup();
    renderClaim();
    await fillValid(user);
    submit();
    expect(await screen.findByText('Too many requests. Please try again in 2 minutes.')).toBeTruthy();
  });
});
