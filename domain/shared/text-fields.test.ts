import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, multiLine, oneLine, optionalText, requiredText, toOneLine } from './text-fields.ts';

const messagesOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('oneLine', () => {
  const name = oneLine('Name', requiredText('Name is required', 100));
  const phone = oneLine('Phone', optionalText(40));

  it.each([
    ['a carriage return and line feed', 'Ann\r\nBcc: x@example.com'],
    ['a line feed', 'Ann\nLee'],
    ['a carriage return', 'Ann\rLee'],
    ['a tab', 'Ann\tLee'],
    ['a NUL', 'Ann\u0000'],
    ['an escape', '\u001b[31mAnn'],
    ['a DEL', 'Ann\u007f'],
    ['a next-line (C1)', 'Ann\u0085Lee'],
    ['a Unicode line separator', 'Ann\u2028Lee'],
    ['a Unicode paragraph separator', 'Ann\u2029Lee'],
  ])('refuses %s with the field message', (_, value) => {
    expect(messagesOf(name.safeParse(value))).toEqual(['Name cannot contain line breaks or control characters']);
  });

  it('takes ordinary text, accents, punctuation and emoji, trimmed as before', () => {
    expect(name.parse("  Zoë O'Brien-Łukasz & Co. 💐 ")).toBe("Zoë O'Brien-Łukasz & Co. 💐");
    // A line break at either end is trimmed away before the check, so nothing is stored with it.
    expect(name.parse('Ann Lee\r\n')).toBe('Ann Lee');
  });

  it('keeps the field’s own messages and lets an absent optional value through', () => {
    expect(messagesOf(name.safeParse('   '))).toEqual(['Name is required']);
    expect(phone.parse(undefined)).toBeUndefined();
    expect(phone.parse('')).toBeUndefined();
    expect(messagesOf(phone.safeParse('555\r\n0100'))).toEqual(['Phone cannot contain line breaks or control characters']);
  });
});

describe('multiLine', () => {
  const message = multiLine('Message', requiredText('Message is required', 5000));

  it('keeps line feeds, carriage returns and tabs', () => {
    expect(message.parse('Hello,\r\n\r\nWe marry in May.\n\tThanks')).toBe('Hello,\r\n\r\nWe marry in May.\n\tThanks');
  });

  it.each([
    ['a NUL', 'Hi\u0000there'],
    ['a bell', 'Hi\u0007'],
    ['an escape', 'Hi \u001b[2J'],
    ['a vertical tab', 'Hi\u000bthere'],
    ['a DEL', 'Hi\u007f'],
    ['a C1 control', 'Hi\u009bthere'],
  ])('refuses %s with the field message', (_, value) => {
    expect(messagesOf(message.safeParse(value))).toEqual(['Message cannot contain control characters']);
  });
});

describe('toOneLine', () => {
  it('turns every run of line breaks and control characters into one space, for a header or a console line', () => {
    expect(toOneLine('New message from Ann\r\nBcc: x@example.com')).toBe('New message from Ann Bcc: x@example.com');
    expect(toOneLine('A\u2028B\u0085C\t\u0000D\n')).toBe('A B C D');
    expect(toOneLine('Ann \r\n  Mail to x@example.com')).toBe('Ann Mail to x@example.com');
    expect(toOneLine('Your login link')).toBe('Your login link');
  });
});

describe('EMAIL_PATTERN', () => {
  it('refuses an address with a control character in it', () => {
    expect(EMAIL_PATTERN.test('ann@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ann\u0007@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ann@example.com\u0000')).toBe(false);
  });
});
