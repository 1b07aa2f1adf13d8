import { describe, expect, it } from 'vitest';
import { counterState, markupShape, plainTextToHtml, RICH_TEXT_ALLOWED_URI, RICH_TEXT_MAX_NESTING, RICH_TEXT_MAX_TAGS, withinMarkupBudget } from './rich-text.ts';

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

  describe('markupShape', () => {
    it('counts tags and comments, attributes, and the deepest nesting of open elements', () => {
      expect(markupShape('<h2>T</h2><p a="1" b=\'2\' c>x<br><strong><em>y</em></strong></p><!-- note -->')).toEqual({ tags: 10, attributes: 3, nesting: 3 });
    });
    it('closes up to an open namesake and ignores a stray end tag, as a parser does', () => {
      expect(markupShape('<p><b><i>x</p>').nesting).toBe(3);
      expect(markupShape('<p><b>x</p><p><b>y</p>').nesting).toBe(2);
      expect(markupShape('</x></y><p>x</p>').nesting).toBe(1);
    });
    it('does not count void elements as open, nor a < that starts no tag', () => {
      expect(markupShape('<br><br><img src=x><p>1 < 2 <3</p>')).toMatchObject({ tags: 5, nesting: 1 });
    });
    it('reads a quoted > inside an attribute as part of the tag', () => {
      expect(markupShape('<p title="a>b"><em>x</em></p>')).toEqual({ tags: 4, attributes: 1, nesting: 2 });
    });
    it('stays linear on deep and wide input', () => {
      const started = performance.now();
      expect(markupShape('<b>'.repeat(100_000) + '</i>'.repeat(100_000)).nesting).toBe(100_000);
      expect(performance.now() - started).toBeLessThan(2000);
    });
  });

  describe('withinMarkupBudget', () => {
    it('takes what an editor makes and refuses deep nesting and bulk markup', () => {
      expect(withinMarkupBudget('<h2>About</h2><p>We are <strong>Greenville</strong>’s <em>favourite</em> florist.</p><ul><li>one</li></ul>')).toBe(true);
      expect(withinMarkupBudget('<em>'.repeat(RICH_TEXT_MAX_NESTING) + 'x')).toBe(true);
      expect(withinMarkupBudget('<em>'.repeat(RICH_TEXT_MAX_NESTING + 1) + 'x')).toBe(false);
      expect(withinMarkupBudget('<br>'.repeat(RICH_TEXT_MAX_TAGS))).toBe(true);
      expect(withinMarkupBudget('<b></b>'.repeat(RICH_TEXT_MAX_TAGS))).toBe(false);
    });
  });

  describe('plainTextToHtml', () => {
    it('escapes text and splits paragraphs on blank lines', () => {
      expect(plainTextToHtml('Fish & <chips>\nline two\n\n"Second"')).toBe('<p>Fish &amp; &lt;chips&gt;<br>line two</p><p>&quot;Second&quot;</p>');
      expect(plainTextToHtml('  \n ')).toBeNull();
    });
  });
});
