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

/** The escapes as they were written before their fast paths (ADR 27): one regex replace each. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtmlBefore = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
const jsonForScriptBefore = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

describe('the escapes give the same text as before their fast paths', () => {
  const ALPHABET = ['&', '<', '>', '"', "'", 'a', 'Z', ' ', '—', 'é', '☺', '\u{1F490}', '\n', '$', '\\', '/', ';', '#'];
  /** Deterministic pseudo-random strings over ALPHABET (a specials-heavy mix), 0 to 40 characters. */
  const strings = (() => {
    let seed = 19;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    return Array.from({ length: 3000 }, () => Array.from({ length: next() % 41 }, () => ALPHABET[next() % ALPHABET.length]).join(''));
  })();

  it('escapeHtml: every random mix, a special at either end, runs of specials, none at all', () => {
    const fixed = ['', 'x', '&', 'a&', '&a', '&&', '<<>>', 'Tom & Jerry', 'no specials at all', "<script>alert('x')</script>", 'A "quoted" &amp; name\'s'];
    for (const s of [...fixed, ...strings]) expect(escapeHtml(s)).toBe(escapeHtmlBefore(s));
  });

  it('jsonForScript: vendor names with <script>, quotes and &, and plain ones', () => {
    for (const s of ['</script><script>alert("x")</script>', 'Tom & Jerry\'s "Barn"', 'Plain Barn', ...strings]) {
      const value = { '@type': 'ItemList', name: s, itemListElement: [{ name: s, url: `https://x.test/vendors/${s}` }] };
      expect(jsonForScript(value)).toBe(jsonForScriptBefore(value));
    }
  });
});
