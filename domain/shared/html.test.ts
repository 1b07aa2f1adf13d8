import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html.ts';

describe('escapeHtml', () => {
  it('replaces each of the five special characters by its entity', () => {
    expect(escapeHtml('&')).toBe('&amp;');
    expect(escapeHtml('<')).toBe('&lt;');
    expect(escapeHtml('>')).toBe('&gt;');
    expect(escapeHtml('"')).toBe('&quot;');
    expect(escapeHtml("'")).toBe('&#39;');
  });

  it('escapes an ampersand once, even before an entity, and leaves every other character as it is', () => {
    expect(escapeHtml('Tom &amp; Jerry <3 "x" \'y\' — café ☺')).toBe('Tom &amp;amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; — café ☺');
    expect(escapeHtml('plain text, no specials')).toBe('plain text, no specials');
  });
});

describe('jsonForScript', () => {
  it('writes <, > and & as JSON escapes, so nothing can close the script element, and reads back the same', () => {
    const value = { name: '</script><!-- & -->' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
