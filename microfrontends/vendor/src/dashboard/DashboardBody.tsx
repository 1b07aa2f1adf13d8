import { useState, type ReactNode } from 'react';
import { type OwnVendor } from '@uwd/api-client';
import { Button, ButtonLink, Container } from '@uwd/ui';
import { CalendarIcon, ChartIcon, EyeIcon, ImageIcon, RocketIcon, ShareIcon, SlidersIcon, UserIcon } from '../lib/icons';
import { InsightsTab } from '../insights/InsightsTab';
import { type useNotice } from '@uwd/ui';
import { FiltersTab } from './FiltersTab';
import { GalleryTab, sortedPhotos } from './GalleryTab';
import { ProfileTab } from './ProfileTab';
import { SHARE_COPIED, SHARE_COPY_FAILED, shareProfile } from './share';
import { Sidebar } from './Sidebar';
import { StatusBadges } from './status';
import { CancelPlanDialog, cancellablePlan, planNote } from './plan';
import { TabList, TabPanel, tabId, type TabDef } from './Tabs';
import { type useCategoryList, type TierState } from './useDashboardData';
import { useCancelPlan } from './useCancelPlan';
import { useFilterSelection } from './useFilterSelection';
import { showUpgrade } from './plan';
import { ReviewsTab } from '../reviews/ReviewsTab';
import { StarIcon } from '../lib/icons';
import { AvailabilityTab } from '../availability/AvailabilityTab';
import { useSearchParams } from 'react-router-dom';
import { BillingTab } from '../billing/BillingTab';
import { PastDueBanner } from '../billing/PastDueBanner';
import { useBilling } from '../billing/useBilling';
import { CreditCardIcon } from '../lib/icons';

type TabKey = 'profile' | 'gallery' | 'filters' | 'insights' | 'availability' | 'reviews' | 'billing';

const TABS: ReadonlyArray<TabDef<TabKey>> = [
  { key: 'profile', label: 'Business Profile', icon: <UserIcon size={18} /> },
  { key: 'gallery', label: 'Photo Gallery', icon: <ImageIcon size={18} /> },
  { key: 'filters', label: 'Filters', icon: <SlidersIcon size={18} /> },
  { key: 'insights', label: 'Insights', icon: <ChartIcon size={18} /> },
  { key: 'availability', label: 'Availability', icon: <CalendarIcon size={18} /> },
  { key: 'reviews', label: 'Reviews', icon: <StarIcon size={18} /> },
  { key: 'billing', label: 'Billing', icon: <CreditCardIcon size={18} /> },
];

/** `?tab=billing` (the billing emails link there) opens that tab; anything else opens the profile. */
const tabFromQuery = (value: string | null): TabKey => TABS.find((t) => t.key === value)?.key ?? 'profile';

export interface BodyProps {
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

/** The loaded dashboard: the listing bar, the three tabs and the sidebar, with sharing and cancelling. */
export function DashboardBody({ vendor, vendorId, categories, tier, reloadPlan, notice, reload, replace, header }: BodyProps) {
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<TabKey>(() => tabFromQuery(searchParams.get('tab')));
  const billing = useBilling(vendorId);
  const [sharing, setSharing] = useState(false);
  const cancellable = cancellablePlan(tier);
  const note = planNote(tier);

  const { cancelOpen, setCancelOpen, cancelling, cancelError, setCancelError, confirmCancel } = useCancelPlan({ vendorId, notice, reloadPlan });
  const { filters, filterCategory, selected, savingFilters, storedCount, categoryOf, onCategoryChange, onEditCancel, onToggleFilter, saveFilters } = useFilterSelection({
    vendor,
    vendorId,
    categories,
    notice,
    reload,
  });

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
          <PastDueBanner billing={billing.state.status === 'ready' ? billing.state.data : null} />
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
          <TabPanel tab="insights" active={tab === 'insights'}>
            <InsightsTab vendorId={vendorId} active={tab === 'insights'} />
          </TabPanel>
          <TabPanel tab="availability" active={tab === 'availability'}>
            <AvailabilityTab vendorId={vendorId} notice={notice} />
          </TabPanel>
          <TabPanel tab="reviews" active={tab === 'reviews'}>
            <ReviewsTab vendorId={vendorId} notice={notice} active={tab === 'reviews'} />
          </TabPanel>
          <TabPanel tab="billing" active={tab === 'billing'}>
            <BillingTab state={billing.state} retry={billing.retry} reload={billing.reload} vendorId={vendorId} notice={notice} vendor={vendor} />
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
