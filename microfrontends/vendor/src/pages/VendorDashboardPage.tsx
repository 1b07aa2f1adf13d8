import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore } from '@uwd/auth-store';
import { Alert, Button, Container, PageLoader, usePageTitle } from '@uwd/ui';
import { vendorIdOf } from '../lib/account';
import { NoticeToast, useNotice } from '@uwd/ui';
import { useCategoryList, useOwnVendor, useTier } from '../dashboard/useDashboardData';
import { DashboardHeader, NoListing } from '../dashboard/DashboardChrome';
import { DashboardBody } from '../dashboard/DashboardBody';
import '../dashboard/dashboard.css';

export { showUpgrade } from '../dashboard/plan';

export { CANCEL_PLAN_FAILED } from '../dashboard/useCancelPlan';

export function VendorDashboardPage() {
  usePageTitle('Vendor Dashboard');
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const navigate = useNavigate();
  const vendorId = vendorIdOf(user);

  const onLogout = async () => {
    await logout();
    navigate('/');
  };

  const header = (children?: ReactNode) => (
    <DashboardHeader email={user?.email ?? ''} onLogout={() => void onLogout()}>
      {children}
    </DashboardHeader>
  );

  return (
    <div className="vd-page">
      {vendorId ? (
        <Dashboard vendorId={vendorId} header={header} />
      ) : (
        <>
          {header()}
          <NoListing />
        </>
      )}
    </div>
  );
}

function Dashboard({ vendorId, header }: { vendorId: string; header: (children?: ReactNode) => ReactNode }) {
  const { state, reload, retry, replace } = useOwnVendor(vendorId);
  const categories = useCategoryList();
  const notice = useNotice();
  const vendor = state.status === 'ready' ? state.vendor : null;
  const { tier, reload: reloadPlan } = useTier(vendor?.slug ?? null);

  if (state.status === 'loading') {
    return (
      <>
        {header()}
        <PageLoader label="Loading your dashboard…" />
      </>
    );
  }
  if (state.status === 'error' || !vendor) {
    return (
      <>
        {header()}
        <Container size="narrow" className="vd-state">
          <Alert
            tone="error"
            title="We couldn't load your listing."
            action={
              <Button variant="outline" size="sm" onClick={() => void retry()}>
                Try Again
              </Button>
            }
          >
            Please check your connection and try again.
          </Alert>
        </Container>
      </>
    );
  }
  return (
    <>
      <DashboardBody
        vendor={vendor}
        vendorId={vendorId}
        categories={categories}
        tier={tier}
        reloadPlan={reloadPlan}
        notice={notice}
        reload={reload}
        replace={replace}
        header={header}
      />
      <NoticeToast testId="dashboard-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </>
  );
}
