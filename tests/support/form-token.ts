import type { Container } from 'inversify';
import { INQUIRY_FORM } from '../../application/inquiries/submit-inquiry.ts';
import type { FormTokens } from '../../application/ports/form-tokens.ts';
import { TOKENS } from '../../apps/api/tokens.ts';

/**
 * The inquiry form token the app's GET /api/inquiries/form-token would have answered at `openedAt`: its own
 * secret and signing. For a test whose app runs on the system clock and wants a form opened seconds ago
 * (a token fetched just before sending is held as too fast).
 */
export const inquiryFormToken = (container: Container, openedAt: Date): string => container.get<FormTokens>(TOKENS.FormTokens).issue(INQUIRY_FORM, openedAt);
