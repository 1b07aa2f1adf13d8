import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageLoader } from '@uwd/ui';
import { AuthCallbackPage } from './pages/AuthCallbackPage';
import { AuthVerifyPage } from './pages/AuthVerifyPage';
import { LoginPage } from './pages/LoginPage';
import { VendorGuard } from './VendorGuard';
import './vendor.css';

// The dashboard (DOMPurify, and Quill on demand), the inbox and the upgrade page are lazy chunks:
// /login and the login-link pages do not download them.
const VendorDashboardPage = lazy(() => import('./pages/VendorDashboardPage').then((m) => ({ default: m.VendorDashboardPage })));
const InboxPage = lazy(() => import('./inbox/InboxPage').then((m) => ({ default: m.InboxPage })));
const ThreadPage = lazy(() => import('./inbox/ThreadPage').then((m) => ({ default: m.ThreadPage })));
const UpgradePage = lazy(() => import('./pages/UpgradePage').then((m) => ({ default: m.UpgradePage })));
const CardPage = lazy(() => import('./billing/CardPage').then((m) => ({ default: m.CardPage })));
const ReceiptPage = lazy(() => import('./billing/ReceiptPage').then((m) => ({ default: m.ReceiptPage })));

const guarded = (element: ReactNode) => (
  <VendorGuard>
    <Suspense fallback={<PageLoader />}>{element}</Suspense>
  </VendorGuard>
);

/**
 * Vendor pages: /login, /auth/*, /vendor/*, /upgrade (the shell sends these paths here).
 * Mounted at the root, so paths are full paths.
 */
export default function VendorRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="auth/verify/:token" element={<AuthVerifyPage />} />
      <Route path="auth/callback" element={<AuthCallbackPage />} />
      <Route path="vendor" element={<Navigate to="/vendor/dashboard" replace />} />
      <Route path="vendor/dashboard" element={guarded(<VendorDashboardPage />)} />
      <Route path="vendor/inquiries" element={guarded(<InboxPage />)} />
      <Route path="vendor/inquiries/:inquiryId" element={guarded(<ThreadPage />)} />
      <Route path="vendor/billing/card" element={guarded(<CardPage />)} />
      <Route path="vendor/billing/receipts/:invoiceId" element={guarded(<ReceiptPage />)} />
      <Route path="upgrade" element={guarded(<UpgradePage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
