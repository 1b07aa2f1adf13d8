// @vitest-environment node
// The sanitizer brings its own jsdom window; it must never run over happy-dom (DESIGN.md §9).
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  plainTextLength,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
} from '../../domain/listings/rich-text.ts';
import { DomPurifyRichTextSanitizer } from './dompurify-rich-text-sanitizer.ts';

const sanitizer = new DomPurifyRichTextSanitizer();
const sanitize = (html: string) => sanitizer.sanitize(html);

/** A separate jsdom (scripts never run) to read the output back as a browser's innerHTML would. */
const reader = new JSDOM('<!DOCTYPE html><body></body>').window;
const parse = (html: string): HTMLElement => {
  const container = reader.document.createElement('div');
  container.innerHTML = html;
  return container;
};

const allowedTags = new Set<string>(RICH_TEXT_ALLOWED_TAGS);
const allowedAttributes = new Set<string>(RICH_TEXT_ALLOWED_ATTRIBUTES);

/** Every element of the re-parsed output has an allowed tag and only allowed attributes; links are safe. */
function expectOnlyAllowList(output: string): void {
  const root = parse(output);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    expect(element.namespaceURI, element.outerHTML).toBe('http://www.w3.org/1999/xhtml');
    expect(allowedTags.has(element.localName), `tag <${element.localName}> in ${output}`).toBe(true);
    for (const attribute of Array.from(element.attributes)) {
      expect(allowedAttributes.has(attribute.name), `attribute ${attribute.name} in ${output}`).toBe(true);
    }
    if (element.localName === 'a' && element.hasAttribute('href')) {
      expect(element.getAttribute('href')).toMatch(/^(?:https?:|mailto:|tel:)/i);
      expect(element.getAttribute('target')).toBe('_blank');
      expect(element.getAttribute('rel')).toBe('noopener noreferrer');
    } else {
      expect(element.hasAttribute('target'), element.outerHTML).toBe(false);
      expect(element.hasAttribute('rel'), element.outerHTML).toBe(false);
    }
  }
}

/** What no sanitized output may ever contain, whatever the input. */
function expectHarmless(output: string): void {
  const lower = output.toLowerCase();
  for (const needle of ['<script', '<img', '<svg', '<math', '<iframe', '<style', '<noscript', '<form', 'onerror', 'onclick', 'onload', 'javascript:', 'vbscript:', 'data:', 'style=']) {
    expect(lower, `${needle} in ${output}`).not.toContain(needle);
  }
  expectOnlyAllowList(output);
  // Stable under a second pass: the browser's re-parse cannot turn the output into something new (mXSS).
  expect(sanitize(output)).toBe(output);
}

describe('DomPurifyRichTextSanitizer', () => {
  describe('keeps the allowed formatting unchanged', () => {
    it.each([
      '<h2>Our story</h2>',
      '<h3>Packages</h3>',
      '<p><strong>bold</strong>, <em>italic</em> and <u>underlined</u></p>',
      '<p>line one<br>line two</p>',
      '<ol><li>first</li><li>second</li></ol>',
      '<ul><li>one</li><li>two</li></ul>',
      '<blockquote>The best day of our lives!</blockquote>',
      '<p>Fish &amp; chips &lt;3 for under&nbsp;$20</p>',
      '<h2>About</h2><p>We are <strong>Greenville</strong>’s <em>favourite</em> florist.</p><ul><li><u>Bouquets</u></li></ul><blockquote>Wow</blockquote>',
    ])('%s', (html) => {
      expect(sanitize(html)).toBe(html);
    });

    it('keeps http, https, mailto and tel links and opens them in a new tab', () => {
      expect(sanitize('<p><a href="https://example.com/a?b=1">site</a></p>')).toBe(
        '<p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">site</a></p>',
      );
      for (const href of ['http://example.com', 'HTTPS://EXAMPLE.COM', 'mailto:hello@example.com', 'tel:+18645550100']) {
        expect(sanitize(`<a href="${href}">x</a>`)).toBe(`<a href="${href}" target="_blank" rel="noopener noreferrer">x</a>`);
      }
    });

    it('overrides a given target and rel on links', () => {
      expect(sanitize('<a href="https://ok" target="_self" rel="opener">ok</a>')).toBe(
        '<a href="https://ok" target="_blank" rel="noopener noreferrer">ok</a>',
      );
      expect(sanitize('<a target="_top" href="https://ok" rel="">ok</a>')).toBe(
        '<a href="https://ok" target="_blank" rel="noopener noreferrer">ok</a>',
      );
    });
  });

  describe('removes what is not allowed', () => {
    it('drops script tags and their content', () => {
      const out = sanitize('<p>Hello<script>alert(1)</script></p><script src="https://evil.example/x.js"></script>');
      expect(out).toBe('<p>Hello</p>');
      expectHarmless(out);
    });

    it('drops an img with onerror', () => {
      expect(sanitize('<img src=x onerror=alert(1)>')).toBe('');
      expect(sanitize('<p>Hi <img src=x onerror=alert(1)></p>')).toBe('<p>Hi </p>');
    });

    it('removes event handlers from allowed tags', () => {
      const out = sanitize('<p onclick="alert(1)" onmouseover=alert(2)>Click</p><a href="https://ok" onfocus="alert(3)">x</a>');
      expect(out).toBe('<p>Click</p><a href="https://ok" target="_blank" rel="noopener noreferrer">x</a>');
      expectHarmless(out);
    });

    it.each([
      ['javascript:', '<a href="javascript:alert(1)">x</a>'],
      ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
      ['an entity-encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
      ['an entity-encoded newline', '<a href="java&#10;script:alert(1)">x</a>'],
      ['entity-encoded letters', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
      ['leading whitespace', '<a href="   javascript:alert(1)">x</a>'],
      ['a leading control character', '<a href="&#x01;javascript:alert(1)">x</a>'],
      ['data:', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
      ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
      ['a relative link', '<a href="/admin">x</a>'],
      ['a protocol-relative link', '<a href="//evil.example">x</a>'],
      ['an empty href', '<a href="">x</a>'],
    ])('takes the href off a link with %s (the text stays, no target or rel)', (_label, html) => {
      const out = sanitize(html);
      expect(out).toBe('<a>x</a>');
      expectHarmless(out);
    });

    it('removes style attributes and style elements with their CSS', () => {
      const out = sanitize('<p style="background:url(javascript:alert(1))">Text</p><style>body{display:none}</style>');
      expect(out).toBe('<p>Text</p>');
      expectHarmless(out);
    });

    it('drops iframes, svg and math with their content', () => {
      const out = sanitize(
        '<p>a</p><iframe src="https://evil.example"></iframe><svg onload=alert(1)><circle r="1"/></svg><math><mi>x</mi></math><p>b</p>',
      );
      expect(out).toBe('<p>a</p><p>b</p>');
      expectHarmless(out);
    });

    it('unwraps other tags, keeping their text, and drops class, id and data attributes', () => {
      const out = sanitize('<div class="x" id="y" data-x="1"><h1>Title</h1><span>text</span></div><p data-a="1" class="c">p</p>');
      expect(out).toBe('Titletext<p>p</p>');
      expectHarmless(out);
    });

    it('removes target and rel from elements other than links', () => {
      expect(sanitize('<p target="_blank" rel="opener">x</p>')).toBe('<p>x</p>');
    });

    it('removes comments, including conditional ones', () => {
      expect(sanitize('<p>a<!-- <img src=x onerror=alert(1)> --></p><!--[if IE]><script>alert(1)</script><![endif]-->')).toBe('<p>a</p>');
    });
  });

  describe('resists mutation XSS and namespace confusion', () => {
    it.each([
      '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
      '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<math href="javascript:alert(1)">click</math>',
      '<template><img src=x onerror=alert(1)></template>',
      '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
      '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
      '<title><p title="</title><img src=x onerror=alert(1)>">',
      '<p title="</p><img src=x onerror=alert(1)>">x</p>',
      '<a href="https://ok"><img src=x onerror=alert(1)>text</a>',
      '<p><a href="https://ok" title="<img src=x onerror=alert(1)>">x</a></p>',
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
      '<form action="javascript:alert(1)"><input name="attributes"><button>x</button></form>',
      '<img name="body"><img id="cookie"><form name="getElementById"></form>',
      '<details open ontoggle=alert(1)>',
      '<a href="https://ok"><svg><a href="javascript:alert(1)">x</a></svg></a>',
      '<<script>script>alert(1)<</script>/script>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<base href="javascript:/"><a href="x">y</a>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
      '<p>ok</p><plaintext><img src=x onerror=alert(1)>',
    ])('%s', (html) => {
      expectHarmless(sanitize(html));
    });

    // Unwrapping an <object>, <table>, <button> or <marquee> once left nesting no parser builds (<h2> in
    // <h3>, <a> in <a>, <p> in <p>, <li> in <li>): a browser re-parsing the stored text read something else.
    it.each([
      ['<h2><div><h2>nested</h2></div></h2>', '<h2></h2><h2>nested</h2>'],
      ['<h3><object><h2>x</h2></object></h3>', '<h3></h3><h2>x</h2>'],
      ['<a href="https://a.example"><object><a href="https://b.example">q</a></object></a>', '<a href="https://a.example" target="_blank" rel="noopener noreferrer"></a><a href="https://b.example" target="_blank" rel="noopener noreferrer">q</a>'],
      ['<p><table><tr><td><p>x</p></td></tr></table></p>', '<p></p><p>x</p><p></p>'],
      ['<ul><li><marquee><li>x</li></marquee></li></ul>', '<ul><li></li><li>x</li></ul>'],
      ['<p><button><p>x</p></button></p>', '<p></p><p>x</p><p></p>'],
    ])('stores %s as the nesting a browser reads back', (html, expected) => {
      const out = sanitize(html);
      expect(out).toBe(expected);
      expectHarmless(out);
    });

    it('leaves a stray < as text', () => {
      const out = sanitize('<p>1 < 2 and <3</p>');
      expect(out).toBe('<p>1 &lt; 2 and &lt;3</p>');
      expectHarmless(out);
    });
  });

  describe('refuses markup too costly to parse', () => {
    it.each([
      ['8 000 nested <b>', '<b>'.repeat(8000) + 'x'],
      ['100 nested <em>', '<em>'.repeat(100) + 'x'],
      ['6 000 removed elements', '<b></b>'.repeat(6000)],
      ['6 000 attributes', `<p ${Array.from({ length: 6000 }, (_, i) => `a${i}=1`).join(' ')}>x</p>`],
    ])('%s: a 400, quickly, instead of seconds of parsing or a stack overflow', (_, html) => {
      const started = performance.now();
      expect(() => sanitize(html)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it('still takes the most an application description can become (2 000 line breaks)', () => {
      expect(sanitize(`<p>${'a<br>'.repeat(2000)}</p>`)).toMatch(/^<p>a<br>a<br>/);
    });
  });

  describe('empty editors store nothing', () => {
    it.each(['', '   ', '\n\t', '<p><br></p>', '<p></p>', '<p> </p><p><br></p>', '<p>&nbsp;</p>', '<h2><br></h2>', '<ul><li><br></li></ul>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'])(
      '%j becomes an empty string',
      (html) => {
        expect(sanitize(html)).toBe('');
      },
    );

    it('keeps content that has text, trimming surrounding whitespace', () => {
      expect(sanitize('  <p>Hi</p>\n')).toBe('<p>Hi</p>');
    });
  });

  it('is deterministic across calls and instances', () => {
    const html = '<p onclick="x">a <a href="https://ok" target="_self">b</a></p><script>1</script>';
    const first = sanitize(html);
    expect(sanitize(html)).toBe(first);
    expect(new DomPurifyRichTextSanitizer().sanitize(html)).toBe(first);
  });

  // jsdom 27 gave every parsed document a selector engine that added listeners to the shared window and never
  // removed them: each sanitize got slower than the last (6 ms at first, 50 ms after 6 000 calls), and a server
  // drawing landing pages leaked. A text sanitized thousands of times costs the same at the end as at the start.
  it('costs as much after thousands of texts as at the start', () => {
    const html = '<p>Hello <strong>world</strong> and <a href="https://x.example">a link</a></p><ul><li>One</li></ul>'.repeat(5);
    const timed = (n: number) => {
      const start = performance.now();
      for (let i = 0; i < n; i++) sanitize(html);
      return performance.now() - start;
    };
    timed(200);
    const first = timed(200);
    timed(2600);
    const last = timed(200);
    expect(last).toBeLessThan(first * 3);
  }, 120_000);

  describe('plainTextLength (domain) agrees with the DOM text of sanitized output', () => {
    it.each([
      ['<p>Hello</p>', 5],
      ['<p>Fish &amp; chips</p>', 12],
      ['<p>a&nbsp;b &lt; c</p>', 7],
      ['<p>&#x27;q&#39;</p>', 3],
      ['<h2>T</h2><p><strong>b</strong><br>c</p>', 3],
      ['<p><a href="https://x.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">link</a></p>', 4],
      ['<p title="a>b">x</p>', 1],
      ['<!-- note --><p>x</p>', 1],
      ['plain text', 10],
      ['<p>1 < 2 and <3</p>', 12],
      ['&am<b>p;</b>', 5],
      ['<!DOCTYPE html><p>z</p><!---->', 1],
      ['a <b c="unterminated', 2],
      ['', 0],
    ])('%s has %i characters', (html, expected) => {
      expect(plainTextLength(html)).toBe(expected);
    });

    it('matches textContent for sanitized samples', () => {
      const samples = [
        '<p>Fish &amp; chips &lt;3 for under&nbsp;$20</p><ul><li>one</li></ul>',
        '<h2>About</h2><p>We are <strong>Greenville</strong>’s <em>favourite</em> florist.</p>',
        '<p><a href="https://ok?a=1&b=2">site</a> &quot;quoted&quot; &#169; 2026</p>',
        '<p>1 < 2 &amp;&amp; 3 > 2</p><blockquote>“Lovely” — A &amp; B</blockquote>',
      ];
      for (const html of samples) {
        const clean = sanitize(html);
        expect(plainTextLength(clean)).toBe(parse(clean).textContent?.length);
      }
    });
  });
});
