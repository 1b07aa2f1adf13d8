/**
 * The server draws the top of a public page into the HTML (#first-view, drawn by microfrontends/public/src/first-view/render.tsx), so
 * a phone shows it before the app has downloaded and run. The app renders invisibly over it (shell.css:
 * laid out, not painted, not focusable, not read out) and takes its place — the first view is removed in the
 * same frame — as soon as everything the app has on the screen is drawn: the page is there and no loader,
 * skeleton or busy region is in view (parts further down, such as reviews, may still be loading). After
 * FIRST_VIEW_MAX_WAIT_MS the app shows whatever it has (its own loading state, or an error).
 */
const PAGE_LOADER = '.page-loader';
const LOADING = '.skeleton, [class*="--skeleton"], [class*="__skeleton"], [aria-busy="true"]';

export const FIRST_VIEW_MAX_WAIT_MS = 8000;

/** Whether the app's page is drawn everywhere on the screen (nothing loading in view). */
function screenIsDrawn(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  if (!main || main.childElementCount === 0 || main.querySelector(PAGE_LOADER)) return false;
  const height = window.innerHeight;
  for (const el of main.querySelectorAll(LOADING)) {
    const r = el.getBoundingClientRect();
    if (r.bottom > 0 && r.top < height) return false;
  }
  return true;
}

export function revealAppWhenReady(root: HTMLElement): void {
  const preview = document.getElementById('first-view');
  if (!preview) return;
  let frame = 0;
  const observer = new MutationObserver(() => {
    // At most one look per frame: it measures the layout.
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      if (screenIsDrawn(root)) reveal();
    });
  });
  const cap = setTimeout(() => reveal(), FIRST_VIEW_MAX_WAIT_MS);
  function reveal() {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(cap);
    preview?.remove();
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });
}
