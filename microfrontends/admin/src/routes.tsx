import { Outlet, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@uwd/ui';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminGuard } from './AdminGuard';
import './admin.css';

/**
 * Admin area (/admin/*). Mounted at the root, so paths are full paths.
 * Every page sits behind the admin guard.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        path="admin"
        element={
          <AdminGuard>
            <Outlet />
          </AdminGuard>
        }
      >
        <Route index element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
