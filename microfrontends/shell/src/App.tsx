import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { RemoteSlot } from './RemoteSlot';
import { remoteFor } from './route-table';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  const { pathname } = useLocation();
  const remote = remoteFor(pathname);
  return (
    <Layout>
      <ScrollToTop />
      {/* keyed by remote: each remote gets its own boundary state */}
      <RemoteSlot key={remote} remote={remote} />
    </Layout>
  );
}
