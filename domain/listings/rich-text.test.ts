import { describe, expect, it } from 'vitest';
import { counterState, RICH_TEXT_ALLOWED_URI } from './rich-text.ts';

describe('rich text rules', () => {
  it('warns above 90 % of the limit and flags above the limit', () => {
    expect(counterState(4500, 5000)).toBe('ok');
    expect(counterState(4501, 5000)).toBe('warning');
    expect(counterState(5001, 5000)).toBe('over');
  });
  it('allows only http(s), mailto and tel links', () => {
    expect(['https://a.example', 'http://a.example', 'mailto:a@b.c', 'tel:+18645550100'].every((u) => RICH_TEXT_ALLOWED_URI.test(u))).toBe(true);
    expect(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example'].some((u) => RICH_TEXT_ALLOWED_URI.test(u))).toBe(false);
  });
});
