import { describe, expect, it } from 'vitest';
import { plainTextOf } from './search-text.ts';

describe('plainTextOf', () => {
  it('keeps the words a reader sees and drops the markup', () => {
    expect(plainTextOf('<h2>Our barn</h2><p>Sunsets over the <strong>Blue Ridge</strong>.</p><ul><li>Rain plan</li></ul>')).toBe(
      'Our barn Sunsets over the Blue Ridge . Rain plan',
    );
    expect(plainTextOf('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Tour</a>')).toBe('Tour');
  });

  it('decodes character references and treats an empty value as empty text', () => {
    expect(plainTextOf('Tom &amp; Jerry&nbsp;&#39;s &#x263A; &lt;3')).toBe("Tom & Jerry 's ☺ <3");
    expect(plainTextOf(null)).toBe('');
    expect(plainTextOf('<p><br></p>')).toBe('');
  });

  it('stays linear on hostile markup', () => {
    const started = performance.now();
    plainTextOf('<a'.repeat(40_000));
    plainTextOf('<a "'.repeat(30_000));
    expect(performance.now() - started).toBeLessThan(500);
    expect(plainTextOf('1 < 2 and <3')).toBe('1 < 2 and <3');
  });
});
