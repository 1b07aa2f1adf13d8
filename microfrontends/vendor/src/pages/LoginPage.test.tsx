import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_MESSAGES } from '@domain/identity/auth-rules';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';
import { ok, posted, stubApi } from '../../../../tests/support/components.ts';
import { LoginPage } from './LoginPage';

// The page draws its form without the login rules (zod and the domain's schema load on demand); these check
// that what they decide still reaches the screen: the field's limit, the email messages and the link errors.
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <LoginPage />
    </MemoryRouter>,
  );

describe('the vendor login page', () => {
  it("caps the email at the domain's length", () => {
    renderAt('/login');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).maxLength).toBe(EMAIL_MAX_LENGTH);
  });

  it("says a link error in the domain's words", async () => {
    renderAt('/login?error=invalid_link');
    expect(await screen.findByText(LOGIN_ERROR_MESSAGES.invalid_link)).toBeTruthy();
  });

  it('checks the email with the server schema before sending, then sends the link', async () => {
    const sent = stubApi({ 'POST /api/auth/login': ok({ success: true }) });
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(posted(sent)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Inbox!' })).toBeTruthy();
    await waitFor(() => expect(posted(sent).map((r) => r.url)).toEqual(['/api/auth/login']));
  });
});
