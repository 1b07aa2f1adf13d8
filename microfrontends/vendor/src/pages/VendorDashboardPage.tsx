import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { applyVendorFilters, cancelOwnPlan, clearVendorFilters, isApiError, type OwnVendor } from '@uwd/api-client';
import { useAuthStore } from '@uwd/auth-store';
import { Alert, Button, ButtonLink, CompassIcon, Container, EmptyState, PageLoader, usePageTitle } from '@uwd/ui';
import { vendorIdOf } from '../lib/account';
import { ArrowLeftIcon, EyeIcon, ImageIcon, RocketIcon, ShareIcon, SlidersIcon, UserIcon } from '../lib/icons';
import { NoticeToast, useNotice } from '@uwd/ui';
import { FILTERS_SAVED, FILTERS_SAVE_FAILED, FiltersTab } from '../dashboard/FiltersTab';
import { GalleryTab, sortedPhotos } from '../dashboard/GalleryTab';
import { ProfileTab } from '../dashboard/ProfileTab';
import { SHARE_COPIED, SHARE_COPY_FAILED, shareProfile } from '../dashboard/share';
import { Sidebar } from '../dashboard/Sidebar';
import { StatusBadges } from '../dashboard/status';
import { CancelPlanDialog, cancellablePlan, planNote } from '../dashboard/plan';
import { TabList, TabPanel, tabId, type TabDef } from '../dashboard/Tabs';
import { useCategoryFilterList, useCategoryList, useOwnVendor, useTier, type TierState } from '../dashboard/useDashboardData';
import '../dashboard/dashboard.css';

type TabKey = 'profile' | 'gallery' | 'filters';

const TABS: ReadonlyArray<TabDef<TabKey>> = [
  { key: 'profile', label: 'Business Profile', icon: <UserIcon size={18} /> },
  { key: 'gallery', label: 'Photo Gallery', icon: <ImageIcon size={18} /> },
  { key: 'filters', label: 'Filters', icon: <SlidersIcon size={18} /> },
];

/**
 * SPEC §2: the upgrade link shows for the free and featured tiers, and when the tier could not be checked;
 * not while an upgrade request waits for an admin (the dashboard says so instead).
 */
export const showUpgrade = (tier: TierState): boolean =>
  tier.status === 'failed' || (tier.status === 'known' && tier.tier !== 'premier' && !tier.plan.pendingUpgrade);

export const CANCEL_PLAN_FAILED = "We couldn't cancel your plan. Please try again.";

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

function DashboardHeader({ email, onLogout, children }: { email: string; onLogout: () => void; children?: ReactNode }) {
  return (
    <header className="vd-hero">
      <Container>
        <div className="vd-hero__top">
          <Link to="/" className="vd-hero__home">
            <ArrowLeftIcon size={16} />
            Back to Directory
          </Link>
          <Button variant="light" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
        <p className="eyebrow vd-hero__eyebrow">Your listing</p>
        <h1 className="vd-hero__title">Vendor Dashboard</h1>
        <p className="vd-hero__welcome">
          Welcome back, <strong className="vd-hero__email">{email}</strong>
        </p>
        {children}
      </Container>
    </header>
  );
}

function NoListing() {
  return (
    <Container size="narrow" className="page-state">
      <EmptyState
        icon={<CompassIcon size={36} />}
        title="No listing linked to this account"
        action={
          <div className="button-row button-row--center">
            <ButtonLink to="/claim-listing">Claim Your Listing</ButtonLink>
            <ButtonLink to="/apply" variant="outline">
              Apply to List Your Business
            </ButtonLink>
          </div>
        }
      >
        <p>Claim your business if it is already in the directory, or apply to list it.</p>
      </EmptyState>
    </Container>
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

interface BodyProps {
  vendor: OwnVendor;
  vendorId: string;
  categories: ReturnType<typeof useCategoryList>;
  tier: TierState;
  reloadPlan: () => void;
  notice: ReturnType<typeof useNotice>;
  reload: () => Promise<void>;
  replace: (vendor: OwnVendor) => void;
  header: (children?: ReactNode) => ReactNode;
}

function DashboardBody({ vendor, vendorId, categories, tier, reloadPlan, notice, reload, replace, header }: BodyProps) {
  const [tab, setTab] = useState<TabKey>('profile');
  const [sharing, setSharing] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const cancellable = cancellablePlan(tier);
  const note = planNote(tier);

  const confirmCancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      const result = await cancelOwnPlan(vendorId);
      setCancelOpen(false);
      notice.success(result.message);
      reloadPlan();
    } catch (error) {
      setCancelError((isApiError(error) && error.apiError?.message) || CANCEL_PLAN_FAILED);
    } finally {
      setCancelling(false);
    }
  };

  // ---- filters: the category whose filters are shown, and the ticked ones --------------------------
  const storedFilterIds = useMemo(() => (vendor.filters ?? []).map((f) => f.filter?._id).filter((id): id is string => Boolean(id)), [vendor.filters]);
  const storedKey = `${vendor.category?.slug ?? ''}|${[...storedFilterIds].sort().join(',')}`;
  const [filterCategory, setFilterCategory] = useState(vendor.category?.slug ?? '');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(storedFilterIds));
  const [savingFilters, setSavingFilters] = useState(false);
  const filters = useCategoryFilterList(filterCategory || null);

  // A (re)loaded listing with another category or other filters: show what is stored (storedKey sums up
  // exactly the inputs that matter; adjusted while rendering, React's pattern for state that follows a prop).
  const [shownKey, setShownKey] = useState(storedKey);
  if (shownKey !== storedKey) {
    setShownKey(storedKey);
    setFilterCategory(vendor.category?.slug ?? '');
    setSelected(new Set(storedFilterIds));
  }

  const categoryOf = (slug: string) => {
    const found = categories.find((c) => c.slug === slug);
    return { slug, name: found?.name ?? (vendor.category?.slug === slug ? vendor.category.name : slug) };
  };

  const onCategoryChange = useCallback((slug: string) => {
    setFilterCategory(slug);
    setSelected(new Set());
  }, []);
  const onEditCancel = useCallback(() => {
    setFilterCategory(vendor.category?.slug ?? '');
    setSelected(new Set(storedFilterIds));
  }, [vendor.category?.slug, storedFilterIds]);

  const onToggleFilter = (id: string, checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const saveFilters = async () => {
    const available = filters.state.status === 'ready' ? filters.state.filters : [];
    const ids = available.filter((f) => selected.has(f._id)).map((f) => f._id);
    setSavingFilters(true);
    try {
      if (ids.length > 0) await applyVendorFilters([vendorId], ids);
      else await clearVendorFilters([vendorId]);
      notice.success(FILTERS_SAVED);
      await reload();
    } catch {
      notice.error(FILTERS_SAVE_FAILED);
    } finally {
      setSavingFilters(false);
    }
  };

  // ---- share -------------------------------------------------------------------------------------
  const share = async () => {
    setSharing(true);
    try {
      const outcome = await shareProfile(vendor.slug, vendor.name);
      if (outcome === 'copied') notice.success(SHARE_COPIED);
      else if (outcome === 'failed') notice.error(SHARE_COPY_FAILED);
    } finally {
      setSharing(false);
    }
  };

  const selectTab = (key: TabKey) => setTab(key);
  const managePhotos = () => {
    setTab('gallery');
    // The tab is the start of the gallery for keyboard and screen-reader users.
    window.setTimeout(() => {
      const el = document.getElementById(tabId('gallery'));
      el?.focus({ preventScroll: true });
      el?.scrollIntoView({ block: 'start', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }, 0);
  };

  const photos = sortedPhotos(vendor.images);
  const storedCount = storedFilterIds.length;
  const publicPath = `/vendors/${encodeURIComponent(vendor.slug)}`;

  return (
    <>
      {header(
        <div className="vd-listing">
          <div className="vd-listing__who">
            <p className="vd-listing__label">Managing</p>
            <p className="vd-listing__name">{vendor.name}</p>
            <StatusBadges vendor={vendor} className="vd-listing__badges" />
            {note && (
              <p className="vd-plan-note" role="status" data-testid="plan-note">
                {note}
              </p>
            )}
          </div>
          <div className="vd-listing__actions">
            <ButtonLink to={publicPath} variant="light" size="sm">
              <EyeIcon size={16} />
              View Profile
            </ButtonLink>
            <Button variant="light" size="sm" onClick={() => void share()} disabled={sharing}>
              <ShareIcon size={16} />
              Share Profile
            </Button>
            {showUpgrade(tier) && (
              <ButtonLink to={`/upgrade?slug=${encodeURIComponent(vendor.slug)}`} size="sm" className="vd-upgrade-link">
                <RocketIcon size={16} />
                Upgrade Now
              </ButtonLink>
            )}
          </div>
        </div>,
      )}

      <Container className="vd-layout">
        <div className="vd-main">
          <TabList tabs={TABS} selected={tab} onSelect={selectTab} label="Dashboard sections" />
          <TabPanel tab="profile" active={tab === 'profile'}>
            <ProfileTab
              vendor={vendor}
              vendorId={vendorId}
              categories={categories}
              notice={notice}
              onSaved={(saved) => {
                if (saved) replace(saved);
                void reload();
              }}
              onCategoryChange={onCategoryChange}
              onEditCancel={onEditCancel}
            />
          </TabPanel>
          <TabPanel tab="gallery" active={tab === 'gallery'}>
            <GalleryTab vendor={vendor} vendorId={vendorId} tier={tier.status === 'known' ? tier.tier : null} notice={notice} reload={reload} />
          </TabPanel>
          <TabPanel tab="filters" active={tab === 'filters'}>
            <FiltersTab
              state={filters.state}
              category={categoryOf(filterCategory)}
              selected={selected}
              onToggle={onToggleFilter}
              onSave={() => void saveFilters()}
              onRetry={filters.retry}
              saving={savingFilters}
              categoryPending={Boolean(filterCategory) && filterCategory !== vendor.category?.slug}
            />
          </TabPanel>
        </div>
        <Sidebar
          vendor={vendor}
          tier={tier}
          photoCount={photos.length}
          filterCount={storedCount}
          onManagePhotos={managePhotos}
          onShare={() => void share()}
          sharing={sharing}
          {...(cancellable
            ? {
                onCancelPlan: () => {
                  setCancelError(null);
                  setCancelOpen(true);
                },
              }
            : {})}
        />
      </Container>
      {cancelOpen && cancellable && (
        <CancelPlanDialog plan={cancellable} cancelling={cancelling} error={cancelError} onConfirm={() => void confirmCancel()} onKeep={() => setCancelOpen(false)} />
      )}
    </>
  );
}
