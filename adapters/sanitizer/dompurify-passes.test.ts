// @vitest-environment node
// How many DOMPurify passes a text costs: a text the sanitizer already gave back (what is stored, what a
// landing page draws again on every request) is read once, not twice.
import type * as DompurifyModule from 'dompurify';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const passes = vi.hoisted(() => ({ count: 0 }));

vi.mock('dompurify', async (importOriginal) => {
  const real = (await importOriginal<typeof DompurifyModule>()).default;
  const counted = (window: Parameters<typeof real>[0]) => {
    const instance = real(window);
    const sanitize = instance.sanitize.bind(instance) as (...args: unknown[]) => unknown;
    (instance as { sanitize: unknown }).sanitize = (...args: unknown[]) => {
      passes.count += 1;
      return sanitize(...args);
    };
    return instance;
  };
  return { default: counted };
});

const { DomPurifyRichTextSanitizer } = await import('./dompurify-rich-text-sanitizer.ts');
const sanitizer = new DomPurifyRichTextSanitizer();

describe('DOMPurify passes per sanitize', () => {
  beforeEach(() => {
    passes.count = 0;
  });

  it('reads a text it already sanitized once: it is its own fixpoint', () => {
    const stored = sanitizer.sanitize('<h2>About</h2><p>Barns &amp; <a href="https://example.com">fields</a></p><ul><li>one</li></ul>');
    passes.count = 0;
    expect(sanitizer.sanitize(stored)).toBe(stored);
    expect(passes.count).toBe(1);
  });

  it('answers a text it sanitized lately without purifying it again', () => {
    const text = '<p>Our <strong>barn</strong> seats 200.</p><script>alert(1)</script>';
    const clean = sanitizer.sanitize(text);
    passes.count = 0;
    expect(sanitizer.sanitize(text)).toBe(clean);
    expect(passes.count).toBe(0);
    // A text refused for its markup is refused every time (nothing remembered).
    const nested = '<blockquote>'.repeat(100) + 'x';
    expect(() => sanitizer.sanitize(nested)).toThrow('This text has too much formatting.');
    expect(() => sanitizer.sanitize(nested)).toThrow('This text has too much formatting.');
  });

  it('still purifies a changed text until it is stable', () => {
    expect(sanitizer.sanitize('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(passes.count).toBe(2);
  });
});
