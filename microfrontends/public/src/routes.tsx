import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@uwd/ui';
import { HomePage } from './pages/HomePage';
import './public.css';

/**
 * Public pages. Mounted by the shell at the root, so paths are full paths.
 * Lists, vendor detail, apply, contact, about, partner and claim arrive in later issues;
 * until then they fall through to NotFound.
 */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
