import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact-message.ts';

const valid = { type: 'GENERAL_INQUIRY', name: 'Ann Lee', email: 'ann@example.com', subject: 'Hello', message: 'We marry in May.' };
const messages = (input: unknown) => {
  const r = contactMessageSchema.safeParse(input);
  // The first message per field, as the API and the forms show it.
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('contactMessageSchema', () => {
  it('accepts a general inquiry and trims it', () => {
    const r = contactMessageSchema.parse({ ...valid, name: '  Ann Lee ', phone: '' });
    expect(r).toEqual({ ...valid, phone: undefined, businessName: undefined });
  });
  it('names every missing field', () => {
    expect(messages({ type: 'SUPPORT', name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });
  it('requires the business name for a claim request only', () => {
    expect(messages({ ...valid, type: 'CLAIM_REQUEST' })).toEqual({ businessName: 'Business name is required' });
    expect(contactMessageSchema.parse({ ...valid, businessName: 'Ignored Co' }).businessName).toBeUndefined();
  });
  it('rejects an invalid email, an unknown type and a 1 MB message', () => {
    expect(messages({ ...valid, email: 'ann@' }).email).toBe('Please enter a valid email address');
    expect(messages({ ...valid, type: 'SPAM' }).type).toBe('Please choose an inquiry type');
    expect(messages({ ...valid, message: 'x'.repeat(1_000_000) }).message).toBe('Must be at most 5000 characters');
  });
  it('rejects wrong types with the field message', () => {
    expect(messages({ ...valid, name: 42 }).name).toBe('Name is required');
  });
});

describe('claim form', () => {
  const ok = { name: 'Bo', email: 'bo@example.com', businessName: 'Magnolia Barn', message: 'Mine' };
  it('checks name, email, business name, message, then the email pattern, in that order', async () => {
    const { firstClaimError } = await import('./contact-message.ts');
    expect(firstClaimError({})).toEqual({ field: 'name', message: 'Name is required' });
    expect(firstClaimError({ name: 'Bo' })).toEqual({ field: 'email', message: 'Email is required' });
    expect(firstClaimError({ name: 'Bo', email: 'x' })).toEqual({ field: 'businessName', message: 'Business name is required' });
    expect(firstClaimError({ name: 'Bo', email: 'x', businessName: 'B' })).toEqual({ field: 'message', message: 'Message is required' });
    expect(firstClaimError({ ...ok, email: 'x' })).toEqual({ field: 'email', message: 'Please enter a valid email address' });
    expect(firstClaimError(ok)).toBeNull();
  });
  it('builds the subject the spec names', async () => {
    const { claimSubject } = await import('./contact-message.ts');
    expect(claimSubject('Magnolia Barn')).toBe('Claim Request for Magnolia Barn');
  });
});
