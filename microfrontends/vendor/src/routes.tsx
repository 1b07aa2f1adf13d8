import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@uwd/ui';
import { LoginPage } from './pages/LoginPage';
import { VendorDashboardPage } from './pages/VendorDashboardPage';
import { VendorGuard } from './VendorGuard';
import './vendor.css';

/**
 * Vendor pages: /login, /auth/*, /vendor/*, /upgrade (the shell sends these paths here).
 * Mounted at the root, so paths are full paths. The auth landing pages and /upgrade arrive later.
 */
export default function VendorRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
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
