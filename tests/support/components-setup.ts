// Setup for the `components` project (microfrontends/**/*.test.tsx in jsdom): unmount what a test rendered,
// forget stubbed globals (fetch) and what the page stored, and give jsdom what it lacks.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Two shared cores and a cold first render: give findBy* more than the default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op there.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = () => {};
// jsdom has no CSS.escape; this covers what the forms escape (ids from useId).
if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = { escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`), supports: () => false };
}
