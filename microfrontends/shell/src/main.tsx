// First: before any remote (and any zod schema) loads (ADR 8).
import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { useAuthStore } from '@uwd/auth-store';
import '@uwd/ui/styles.css';
import './layout/shell.css';
import { App } from './App';

// The shell owns the session: restore it once, before any remote asks.
void useAuthStore.getState().init();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
