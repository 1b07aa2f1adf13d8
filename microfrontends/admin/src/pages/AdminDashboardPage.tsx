import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getAdminStats, type AdminStats } from '@uwd/api-client';
import { useAuthStore } from '@uwd/auth-store';
import { ButtonLink, Container, NoticeToast, useNotice, usePageTitle, useResource } from '@uwd/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { ClipboardIcon, InboxIcon, PlusIcon, SlidersIcon, StarIcon, StoreIcon } from './dashboard/icons';
import { StatCards } from './dashboard/StatCards';
import { RecentCancellations } from './dashboard/RecentCancellations';
import { PlanChanges } from './dashboard/PlanChanges';
import { UpgradeRequests } from './dashboard/UpgradeRequests';
import { InquiryStatCard } from './inquiries/InquiryStatCard';
import { SiteInsights } from './dashboard/SiteInsights';
import { Revenue } from './dashboard/Revenue';

interface Tool {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** A count waiting for attention, once the stats are in. */
  count?: (stats: AdminStats) => { value: number; label: string };
}

/** The admin areas (SPEC §2 'Admin dashboard'); the public site is the header's back link, 'Add New Vendor' its action. */
const TOOLS: Tool[] = [
  {
    to: '/admin/applications',
    title: 'Review Applications',
    description: 'Approve new vendors into the directory or decline them.',
    icon: <ClipboardIcon />,
    count: (s) => ({ value: s.applications.pending, label: 'pending' }),
  },
  { to: '/admin/vendors', title: 'Manage Vendors', description: 'Search listings, edit details, activate, feature and verify.', icon: <StoreIcon /> },
  {
    to: '/admin/reviews',
    title: 'Moderate Reviews',
    description: 'Publish couples’ reviews or take them down.',
    icon: <StarIcon />,
    count: (s) => ({ value: s.reviews.unpublished, label: 'unpublished' }),
  },
  { to: '/admin/filters', title: 'Manage SEO Filters', description: 'Category landing pages such as barn venues or film photographers.', icon: <SlidersIcon /> },
  {
    to: '/admin/messages',
    title: 'Contact Messages & Claims',
    description: 'Answer inquiries and grant listing claims to their owners.',
    icon: <InboxIcon />,
    count: (s) => ({ value: s.contactMessages.new, label: 'new' }),
  },
  {
    to: '/admin/inquiries',
    title: 'Held Inquiries',
    description: 'Release or delete couples’ messages to vendors that the spam rules held back.',
    icon: <InboxIcon />,
  },
];

/** /admin: counts, the admin areas, the pending upgrade requests and the recent plan cancellations. */
const loadStats = (signal: AbortSignal) => getAdminStats({ signal });

/**
 * /admin#upgrade-requests, /admin#recent-cancellations, /admin#plan-changes (the admins' emails link there): the browser looked
 * for the section before the app drew it, so the page takes the reader there once it has.
 */
function useSectionFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const section = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
  }, [hash]);
}

export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const email = useAuthStore((s) => s.user?.email);
  const notice = useNotice();
  const stats = useResource('admin-stats', loadStats);
  const statsData = stats.state.status === 'ready' ? stats.state.data : null;
  useSectionFromHash();

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle={email ? `Signed in as ${email}` : undefined}
        backTo="/"
        backLabel="Back to Directory"
        actions={
          <ButtonLink to="/admin/vendors/new" variant="light">
            <PlusIcon size={18} />
            Add New Vendor
          </ButtonLink>
        }
      />
      <Container className="adm-body">
        <section className="adm-section" aria-labelledby="admin-overview">
          <h2 id="admin-overview" className="adm-section__title">
            Overview
          </h2>
          <StatCards state={stats.state} onRetry={() => void stats.retry()} extra={<InquiryStatCard />} />
        </section>

        <Revenue />

        <section className="adm-section" aria-labelledby="admin-tools">
          <h2 id="admin-tools" className="adm-section__title">
            Manage
          </h2>
          <ul className="adm-tools">
            {TOOLS.map((t) => {
              const count = statsData && t.count ? t.count(statsData) : null;
              return (
                <li key={t.to} className="adm-tool">
                  <span className="adm-tool__icon">{t.icon}</span>
                  <div className="adm-tool__text">
                    <Link to={t.to} className="adm-tool__link">
                      {t.title}
                    </Link>
                    <p className="adm-tool__desc">{t.description}</p>
                    {count && count.value > 0 && (
                      <p className="adm-tool__count">
                        {count.value.toLocaleString('en-US')} {count.label}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <UpgradeRequests notice={notice} onChanged={() => void stats.reload()} />

        <RecentCancellations />

        <PlanChanges />

        <SiteInsights />
      </Container>
      <NoticeToast testId="admin-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}
