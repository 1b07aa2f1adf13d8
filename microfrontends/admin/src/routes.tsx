import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PageLoader } from '@uwd/ui';
import { AdminGuard } from './AdminGuard';
import './admin.css';

// Each admin screen is its own chunk: the dashboard does not download the vendor table or the filter form.
const AdminDashboardPage = lazy(() => import('./pages/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })));
const ApplicationsPage = lazy(() => import('./pages/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })));
const VendorManagementPage = lazy(() => import('./pages/vendors/VendorManagementPage').then((m) => ({ default: m.VendorManagementPage })));
const NewVendorPage = lazy(() => import('./pages/vendors/NewVendorPage').then((m) => ({ default: m.NewVendorPage })));
const FiltersPage = lazy(() => import('./pages/FiltersPage').then((m) => ({ default: m.FiltersPage })));
const ReviewsPage = lazy(() => import('./pages/ReviewsPage').then((m) => ({ default: m.ReviewsPage })));
const HeldInquiriesPage = lazy(() => import('./pages/HeldInquiriesPage').then((m) => ({ default: m.HeldInquiriesPage })));
const MessagesPage = lazy(() => import('./pages/MessagesPage').then((m) => ({ default: m.MessagesPage })));

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

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
        <Route index element={page(<AdminDashboardPage />)} />
        <Route path="applications" element={page(<ApplicationsPage />)} />
        <Route path="vendors" element={page(<VendorManagementPage />)} />
        <Route path="vendors/new" element={page(<NewVendorPage />)} />
        <Route path="filters" element={page(<FiltersPage />)} />
        <Route path="reviews" element={page(<ReviewsPage />)} />
        <Route path="messages" element={page(<MessagesPage />)} />
        <Route path="inquiries" element={page(<HeldInquiriesPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
