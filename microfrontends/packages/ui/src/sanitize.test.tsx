import DOMPurify, { type Config } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { enforceLinkAttributes, RICH_TEXT_PURIFY_CONFIG } from '@domain/listings/rich-text-policy';
import { sanitizeRichText } from './sanitize';

/**
 * The browser sanitizer applies the server's policy without DOMPurify (sanitize.ts): here it must give exactly
 * what DOMPurify gives with that policy (the server's sanitizer, domain/listings/rich-text-policy.ts), on
 * ordinary rich text and on hostile input. tests/integration/frontend-sanitize.test.ts checks the rules
 * themselves.
 */
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', enforceLinkAttributes);
const purify = (html: string) => String(purifier.sanitize(html, { ...RICH_TEXT_PURIFY_CONFIG, RETURN_DOM: false } as Config));

const CORPUS: Array<[string, string]> = [
  ['editor output', '<h2>Our story</h2><p>We love <strong>bold</strong>, <em>soft</em> and <u>underlined</u> ideas.<br>New line.</p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Best day</blockquote>'],
  ['links', '<p><a href="https://example.com/tours">Tours</a> <a href="mailto:hi@example.com" target="_self" rel="opener">Mail</a> <a href="tel:+18645550100">Call</a> <a href=" http://example.org ">Old</a></p>'],
  ['refused hrefs', '<a href="javascript:alert(1)">a</a><a href=" &#106;ava&#x73;cript:alert(1)">b</a><a href="java\tscript:x">c</a><a href="data:text/html,x">d</a><a href="/admin">e</a><a href="//evil.example">f</a><a href="">g</a><a>h</a>'],
  ['href elsewhere, target and rel everywhere', '<p href="https://example.com" target="_blank" rel="x">p</p><strong rel="noopener">s</strong><a href="https://x.example/--&gt;" target="_top">breakout</a>'],
  ['attributes', '<p onclick="alert(1)" style="color:red" class="x" id="y" data-x="1" aria-label="z" title="t">Hi</p>'],
  ['unknown elements keep their text', '<div>Div <span>span <b>b</b> <i>i</i></span></div><section><article>Nested <font>font</font></article></section><table><tr><td>cell</td></tr></table>'],
  ['dropped with content', '<p>Hello</p><script>alert(1)</script><style>p{color:red}</style><template><p>t</p></template><noscript>n</noscript><iframe src="x">i</iframe><video>v</video><p>World</p>'],
  ['void and media', '<img src=x onerror="alert(1)"><input value="v"><hr><p>after</p><embed src="x"><object data="x">obj</object>'],
  ['comments', '<p>a<!-- hidden --></p><!--<img src="--><img src=x onerror=alert(1)//">'],
  ['svg and math', '<svg><style><img src=x onerror=alert(1)></style></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['form and math', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['textarea', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['svg animate', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">x</text></a></svg>'],
  ['misnested', '<p><strong>bold <em>both</strong> em</em></p><a href="https://a.example">one <a href="https://b.example">two</a></a><li>loose</li><h2><p>in heading</p></h2>'],
  ['entities and text', '<p>Fish &amp; chips &lt;b&gt; 1 &lt; 2 &nbsp; "quoted" \'single\' &copy;</p>plain text<br>'],
  ['uppercase and odd spacing', '<P>UP</P><A HREF="HTTPS://EXAMPLE.COM">Link</A><BR/><Ul ><LI >x</LI></UL>'],
];

describe('the browser rich-text sanitizer', () => {
  it.each(CORPUS)('gives what DOMPurify gives with the same policy: %s', (_label, html) => {
    expect(sanitizeRichText(html)).toBe(purify(html));
  });

  it('is a fixed point: sanitizing its output again changes nothing', () => {
    for (const [, html] of CORPUS) {
      const once = sanitizeRichText(html);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});
