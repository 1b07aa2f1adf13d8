import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './RichText';

/** An IntersectionObserver that never reports: the block stays "below the screen" unless a test says otherwise. */
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const HOSTILE = '<p>Barn <strong>weddings</strong> <img src="x" onerror="window.__xss=1"> <a href="https://example.com/menu">menu</a> <a href="javascript:alert(1)">bad</a></p><script>window.__xss=2</script>';

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NeverIntersecting);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// In order: the first test loads the sanitizer (once per page, kept by the module), the second finds it loaded.
describe('RichText', () => {
  it('draws nothing until the block is about to be seen, then the sanitized HTML (the first scroll is enough)', async () => {
    render(<RichText html={HOSTILE} />);
    const block = document.querySelector('.rich-text')!;
    expect(block.getAttribute('aria-busy')).toBe('true');
    expect(block.innerHTML).toBe('');

    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(block.getAttribute('aria-busy')).toBeNull());
    expect(screen.getByText('weddings').tagName).toBe('STRONG');
    expect(block.querySelectorAll('img, script').length).toBe(0);
    expect(block.innerHTML).not.toContain('onerror');
    const good = screen.getByRole('link', { name: 'menu' });
    expect(good.getAttribute('target')).toBe('_blank');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('renders at once, sanitized, once the sanitizer has arrived', () => {
    render(<RichText html={HOSTILE} className="extra" />);
    const block = document.querySelector('.rich-text.extra')!;
    expect(block.getAttribute('aria-busy')).toBeNull();
    expect(block.querySelector('strong')?.textContent).toBe('weddings');
    expect(block.querySelectorAll('img, script').length).toBe(0);
  });
});
