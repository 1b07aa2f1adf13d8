import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RichText } from './RichText';

/** An IntersectionObserver that never reports: the block is "below the screen" and nobody scrolls. */
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const SERVER_DRAWN = '#first-view .landing-content .rich-text';

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NeverIntersecting);
});
afterEach(() => {
  document.getElementById('first-view')?.remove();
});

// In order: the first test must run before the sanitizer is loaded (the module keeps it once loaded).
describe("RichText for a page's own content (eager: a landing page's 'About', issue 36)", () => {
  it("shows the server's first-view copy at once, without waiting to be scrolled to", () => {
    const firstView = document.createElement('div');
    firstView.id = 'first-view';
    firstView.innerHTML = '<section class="landing-content"><div class="rich-text"><p>Barns of the <strong>Upstate</strong>.</p></div></section>';
    document.body.appendChild(firstView);
    render(<RichText html="<p>Barns of the <strong>Upstate</strong>.</p>" eager serverDrawn={SERVER_DRAWN} />);
    const block = document.querySelector('body > div:not(#first-view) .rich-text')!;
    expect(block.getAttribute('aria-busy')).toBeNull();
    expect(block.textContent).toBe('Barns of the Upstate.');
    expect(block.querySelector('strong')?.textContent).toBe('Upstate');
    expect(firstView.querySelector('.rich-text')!.childNodes.length).toBe(0);
  });

  it('without a server copy (a page reached inside the app), sanitizes and shows it at once, without a scroll', async () => {
    render(<RichText html={'<p>Lake <em>views</em></p><img src="x" onerror="window.__xss=1">'} eager serverDrawn={SERVER_DRAWN} />);
    const block = document.querySelector('.rich-text')!;
    await waitFor(() => expect(block.getAttribute('aria-busy')).toBeNull());
    expect(block.innerHTML).toBe('<p>Lake <em>views</em></p>');
  });
});
