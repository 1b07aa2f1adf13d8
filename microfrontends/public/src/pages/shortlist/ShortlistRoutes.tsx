import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@uwd/ui';
import ShortlistPage from '../ShortlistPage';
import ShortlistMessagePage from '../ShortlistMessagePage';
import ShortlistOpenPage from './ShortlistOpenPage';
import SharedShortlistPage from './SharedShortlistPage';

/**
 * /shortlist, /shortlist/message, /shortlist/open/:token and /shortlist/shared/:token (issue 39): one lazy
 * chunk behind one entry of the public routes. Every lazy chunk and stylesheet of the remote is named in
 * its first chunk (the preload and stylesheet lists), which every public page loads: four pages, one name.
 */
export default function ShortlistRoutes() {
  return (
    <Routes>
      <Route index element={<ShortlistPage />} />
      <Route path="message" element={<ShortlistMessagePage />} />
      <Route path="open/:token" element={<ShortlistOpenPage />} />
      <Route path="shared/:token" element={<SharedShortlistPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
