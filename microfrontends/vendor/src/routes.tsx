import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@uwd/ui';
import { AuthCallbackPage } from './pages/AuthCallbackPage';
import { AuthVerifyPage } from './pages/AuthVerifyPage';
import { LoginPage } from './pages/LoginPage';
import { VendorDashboardPage } from './pages/VendorDashboardPage';
import { VendorGuard } from './VendorGuard';
import './vendor.css';

/**
 * Vendor pages: /login, /auth/*, /vendor/*, /upgrade (the shell sends these paths here).
 * Mounted at the root, so paths are full paths. /upgrade arrives with the self-service work.
 */
export default function VendorRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="auth/verify/:token" element={<AuthVerifyPage />} />
      <Route path="auth/callback" element={<AuthCallbackPage />} />
      <Route path="vendor" element={<Navigate to="/vendor/dashboard" replace />} />
      <Route
        path="vendor/dashboard"
        element={
          <VendorGuard>
            <VendorDashboardPage />
          </VendorGuard>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
