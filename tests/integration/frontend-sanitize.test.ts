// @vitest-environment jsdom
/**
 * The browser-side rich-text sanitizer every remote uses (@uwd/ui/sanitize) (SPEC §5 "Rich text"): DOMPurify with the
 * allow-list from domain/listings/rich-text.ts, links forced to a new tab, only http(s)/mailto/tel hrefs.
 * Runs under jsdom (DESIGN §9: never happy-dom for DOMPurify).
 */
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOWED_TAGS } from '../../domain/listings/rich-text.ts';
import * as shared from '../../microfrontends/packages/ui/src/sanitize.ts';

/** Parses sanitized output so assertions look at the real DOM, not at string shapes. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const allElements = (html: string) => Array.from(parse(html).querySelectorAll('*'));

const expectOnlyAllowedMarkup = (html: string) => {
  for (const el of allElements(html)) {
    expect(RICH_TEXT_ALLOWED_TAGS as readonly string[]).toContain(el.tagName.toLowerCase());
    for (const attr of Array.from(el.attributes)) {
      expect(['href', 'target', 'rel']).toContain(attr.name);
      if (attr.name === 'href') expect(attr.value).toMatch(/^(https?:|mailto:|tel:)/i);
    }
  }
};

describe.each([['@uwd/ui/sanitize', shared]] as const)('sanitizeRichText (%s, DOMPurify under jsdom)', (_remote, { hasRichText, sanitizeRichText }) => {
  it('keeps every allowed element with its text', () => {
    const input =
      '<h2>Our story</h2><h3>Packages</h3><p>We love <strong>bold</strong>, <em>soft</em> and <u>underlined</u> ideas.<br>New line.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Best day ever</blockquote>';
    const out = sanitizeRichText(input);
    const fragment = parse(out);
    for (const tag of ['h2', 'h3', 'p', 'strong', 'em', 'u', 'br', 'ul', 'ol', 'li', 'blockquote']) {
      expect(fragment.querySelector(tag), tag).not.toBeNull();
    }
    expect(fragment.textContent).toContain('Best day ever');
    expect(fragment.querySelector('strong')?.textContent).toBe('bold');
    expectOnlyAllowedMarkup(out);
  });

  it('opens allowed links in a new tab with rel="noopener noreferrer"', () => {
    const out = sanitizeRichText(
      '<p><a href="https://example.com/tours">Tours</a> <a href="mailto:hi@example.com" target="_self" rel="opener">Mail</a> <a href="tel:+18645550100">Call</a> <a href="http://example.org">Old</a></p>',
    );
    const links = Array.from(parse(out).querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/tours',
      'mailto:hi@example.com',
      'tel:+18645550100',
      'http://example.org',
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('removes script and style elements with their content', () => {
    const out = sanitizeRichText('<p>Hello</p><script>alert(1)</script><style>p{color:red}</style><p>World</p>');
    expect(out).not.toMatch(/script|alert|style|color/i);
    expect(parse(out).textContent).toBe('HelloWorld');
  });

  it('strips event handlers, style and class attributes, and disallowed elements', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red" class="x" id="y">Hi</p><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><div data-x="1">Div text</div>',
    );
    expect(out).not.toMatch(/onclick|onerror|alert|<img|<iframe|style=|class=|id=|data-x/i);
    expect(parse(out).textContent).toContain('Div text');
    expectOnlyAllowedMarkup(out);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['JavaScript: with entities and whitespace', '<a href=" &#106;ava&#x73;cript:alert(1)">x</a>'],
    ['javascript: split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['data:', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['a relative path', '<a href="/admin">x</a>'],
    ['a protocol-relative URL', '<a href="//evil.example">x</a>'],
  ])('drops %s hrefs and leaves a harmless link text', (_label, html) => {
    const out = sanitizeRichText(html);
    const a = parse(out).querySelector('a');
    expect(a?.hasAttribute('href')).toBe(false);
    expect(a?.hasAttribute('target')).toBe(false);
    expect(parse(out).textContent).toBe('x');
    expect(out).not.toMatch(/javascript|vbscript|data:|evil|admin/i);
  });

  it.each([
    ['svg > style > img', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
    ['math > mglyph > style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['form > math > mtext', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
    ['noscript > p title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['svg > p > style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
    ['template', '<template><img src=x onerror=alert(1)></template>'],
    ['nested comment', '<!--<img src="--><img src=x onerror=alert(1)//">'],
    ['textarea breakout', '<textarea><img src=x onerror=alert(1)></textarea>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>'],
  ])('neutralises the mutation-XSS sample "%s"', (_label, html) => {
    const out = sanitizeRichText(html);
    // No markup of the payload survives as markup (escaped text such as '&lt;img …&gt;' is harmless)…
    expect(out).not.toMatch(/<(img|svg|math|style|script|iframe|template|textarea|noscript|form)\b/i);
    // …and re-parsing the output (as innerHTML does) must not produce anything outside the allow-list.
    expectOnlyAllowedMarkup(out);
    // And sanitizing again changes nothing: the output is a fixed point.
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('handles empty input and tells when there is visible text', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(hasRichText('<p><br></p>')).toBe(false);
    expect(hasRichText(null)).toBe(false);
    expect(hasRichText('<p>Hi</p>')).toBe(true);
  });
});
