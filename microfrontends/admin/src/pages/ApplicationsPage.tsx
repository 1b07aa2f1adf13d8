import { useState } from 'react';
import { approveApplication, listApplications, rejectApplication, type AdminApplication } from '@uwd/api-client';
import { Container, NoticeToast, useNotice, usePageTitle } from '@uwd/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { ApplicationCard, approveQuestion, type ApplicationAction } from './applications/ApplicationCard';
import { messageOf } from './dashboard/format';
import { ClipboardIcon } from './dashboard/icons';
import { EmptyCard, FilterTabs, ListStates, ListSummary, PagedList, type FilterOption } from './dashboard/ui';
import { useListParams } from './dashboard/useListParams';
import { APPLICATION_STATUS_FILTERS } from '@domain/admin/moderation-options';
import { usePagedList } from './dashboard/useLoader';

/** SPEC §8 'Admin applications'. */
export const APPLICATIONS_LOAD_FAILED = 'Failed to load applications.';
export const APPROVE_FAILED = 'Failed to approve application.';
export const REJECT_FAILED = 'Failed to reject application.';

const PAGE_SIZE = 20;

type StatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];

const STATUS_OPTIONS: ReadonlyArray<FilterOption<StatusFilter>> = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<StatusFilter, { title: string; text: string }> = {
  pending: { title: 'No pending applications', text: 'You are all caught up. New applications from the Apply page show up here.' },
  approved: { title: 'No approved applications', text: 'Applications you approve are kept here with a link to their listing.' },
  rejected: { title: 'No rejected applications', text: 'Applications you decline are kept here with the reason you gave.' },
  all: { title: 'No applications yet', text: 'Applications from the Apply page show up here.' },
};

const FILTERS = { status: APPLICATION_STATUS_FILTERS } as const;

/**
 * /admin/applications (SPEC §2, §4): the applications as cards, filtered by status (Pending first).
 * Approve asks first, then creates the listing, its owner account and a login email; Reject asks for an optional reason (cancelling the prompt sends nothing).
 * After either action the list reloads.
 */
export function ApplicationsPage() {
  usePageTitle('Applications');
  const { values, page, update } = useListParams(FILTERS, { status: 'pending' });
  const status = values.status;
  const notice = useNotice();
  const [busy, setBusy] = useState<{ id: string; action: ApplicationAction } | null>(null);

  const { state, reload, retry, listRef, rescueFocus, turnPage } = usePagedList(
    `applications|${status}|${page}`,
    (signal) => listApplications({ status, page, limit: PAGE_SIZE }, { signal }),
    page,
    update,
  );

  const finish = async () => {
    setBusy(null);
    await reload();
    // The card may have left the list (e.g. no longer pending): keep the keyboard user in the list.
    rescueFocus();
  };

  const approve = async (a: AdminApplication) => {
    if (!window.confirm(approveQuestion(a))) return; // cancelled: nothing is sent
    setBusy({ id: a._id, action: 'approve' });
    try {
      await approveApplication(a._id);
      notice.success(`${a.businessName} approved. The listing was created and the owner was emailed a login link.`);
    } catch (error) {
      const detail = messageOf(error, '');
      notice.error(detail ? `${APPROVE_FAILED} ${detail}` : APPROVE_FAILED);
    }
    await finish();
  };

  const reject = async (a: AdminApplication) => {
    const reason = window.prompt(`Reason for rejecting "${a.businessName}" (optional):`, '');
    if (reason === null) return; // cancelled: nothing is sent
    setBusy({ id: a._id, action: 'reject' });
    try {
      await rejectApplication(a._id, reason.trim() || null);
      notice.success(`${a.businessName} rejected.`);
    } catch (error) {
      const detail = messageOf(error, '');
      notice.error(detail ? `${REJECT_FAILED} ${detail}` : REJECT_FAILED);
    }
    await finish();
  };

  return (
    <div className="admin-page">
      <AdminPageHeader title="Applications" subtitle="Vendors asking to be listed. Approve to create their listing, or reject with a reason." />
      <Container className="adm-body">
        <div className="adm-toolbar">
          <FilterTabs label="Filter applications by status" options={STATUS_OPTIONS} value={status} onChange={(v) => update({ status: v })} />
          {state.status === 'ready' && <ListSummary pagination={state.data.pagination} shown={state.data.applications.length} noun="application" />}
        </div>

        <ListStates
          state={state}
          count={(d) => d.applications.length}
          loadingLabel="Loading applications…"
          failed={APPLICATIONS_LOAD_FAILED}
          onRetry={() => void retry()}
          empty={
            <EmptyCard icon={<ClipboardIcon size={36} />} title={EMPTY[status].title}>
              <p>{EMPTY[status].text}</p>
            </EmptyCard>
          }
        >
          {(data, refreshing) => (
            <PagedList label="Applications" listRef={listRef} refreshing={refreshing} pagination={data.pagination} onPage={turnPage}>
              {data.applications.map((a) => (
                <ApplicationCard
                  key={a._id}
                  application={a}
                  busy={busy?.id === a._id ? busy.action : null}
                  locked={busy !== null}
                  onApprove={() => void approve(a)}
                  onReject={() => void reject(a)}
                />
              ))}
            </PagedList>
          )}
        </ListStates>
      </Container>
      <NoticeToast testId="admin-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}
