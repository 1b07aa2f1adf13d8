// First: before any remote (and any zod schema) loads (ADR 8).
import './zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { useAuthStore } from '@uwd/auth-store';
import '@uwd/ui/styles.css';
import './layout/shell.css';
import { App } from './App';
import { revealAppWhenReady } from './first-view';

// The shell owns the session: restore it once, before any remote asks.
void useAuthStore.getState().init();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// A public page arrives with its first view drawn by the server: keep it until the app has drawn the page.
revealAppWhenReady(container);

// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser
// breathe in between, instead of one long task (Lighthouse's Total Blocking Time on a throttled phone).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
