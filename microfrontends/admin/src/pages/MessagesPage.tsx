import { listContactMessages, type AdminContactMessage } from '@uwd/api-client';
import { CONTACT_STATUS_LABELS } from '@domain/admin/moderation-options';
import { CONTACT_STATUSES, CONTACT_TYPES, CONTACT_TYPE_LABELS } from '@domain/contact/contact-options';
import { Button, Container, NoticeToast, SelectField, useNotice, usePageTitle } from '@uwd/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { InboxIcon } from './dashboard/icons';
import { EmptyCard, FilterTabs, ListStates, ListSummary, PagedList, type FilterOption } from './dashboard/ui';
import { useListParams } from './dashboard/useListParams';
import { usePagedList } from './dashboard/useLoader';
import { MessageCard } from './messages/MessageCard';

export const MESSAGES_LOAD_FAILED = 'Failed to load contact messages.';

const PAGE_SIZE = 20;
const STATUS_FILTERS = ['all', ...CONTACT_STATUSES] as const;
const TYPE_FILTERS = ['all', ...CONTACT_TYPES] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

const STATUS_OPTIONS: ReadonlyArray<FilterOption<StatusFilter>> = [
  { value: 'all', label: 'All' },
  ...CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] })),
];

const FILTERS = { status: STATUS_FILTERS, type: TYPE_FILTERS } as const;

/** /admin/messages: contact messages and claim requests, filtered by type and status; status, notes and claim grants. */
export function MessagesPage() {
  usePageTitle('Contact Messages & Claims');
  const { values, page, update } = useListParams(FILTERS, { status: 'all', type: 'all' });
  const { status, type } = values;
  const notice = useNotice();

  const { state, reload, retry, patch, listRef, rescueFocus, turnPage } = usePagedList(
    `messages|${status}|${type}|${page}`,
    (signal) => listContactMessages({ status, type, page, limit: PAGE_SIZE }, { signal }),
    page,
    update,
  );

  const onUpdated = async (updated: AdminContactMessage) => {
    patch((d) => ({ ...d, messages: d.messages.map((m) => (m._id === updated._id ? updated : m)) }));
    await reload();
    // A message whose new status is filtered out leaves the list: keep the keyboard user in it.
    rescueFocus();
  };

  const filtered = status !== 'all' || type !== 'all';

  return (
    <div className="admin-page">
      <AdminPageHeader title="Contact Messages & Claims" subtitle="Messages from the contact form, and requests from owners to claim their listing." />
      <Container className="adm-body">
        <div className="adm-toolbar adm-toolbar--wrap">
          <FilterTabs label="Filter messages by status" options={STATUS_OPTIONS} value={status} onChange={(v) => update({ status: v, type })} />
          <SelectField id="messages-type" label="Type" value={type} onChange={(e) => update({ status, type: e.target.value })} className="adm-toolbar__select">
            <option value="all">All types</option>
            {CONTACT_TYPES.map((t) => (
              <option key={t} value={t}>
                {CONTACT_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
        </div>
        {state.status === 'ready' && <ListSummary pagination={state.data.pagination} shown={state.data.messages.length} noun="message" />}

        <ListStates
          state={state}
          count={(d) => d.messages.length}
          loadingLabel="Loading messages…"
          failed={MESSAGES_LOAD_FAILED}
          onRetry={() => void retry()}
          empty={
            <EmptyCard
              icon={<InboxIcon size={36} />}
              title={filtered ? 'No messages match these filters' : 'No messages yet'}
              action={
                filtered ? (
                  <Button variant="outline" size="sm" onClick={() => update({ status: 'all', type: 'all' })}>
                    Show all messages
                  </Button>
                ) : undefined
              }
            >
              <p>{filtered ? 'Try another status or type.' : 'Messages from the contact and claim forms show up here.'}</p>
            </EmptyCard>
          }
        >
          {(data, refreshing) => (
            <PagedList label="Messages" listRef={listRef} refreshing={refreshing} pagination={data.pagination} onPage={turnPage}>
              {data.messages.map((m) => (
                <MessageCard key={m._id} message={m} notice={notice} onUpdated={(m) => void onUpdated(m)} />
              ))}
            </PagedList>
          )}
        </ListStates>
      </Container>
      <NoticeToast testId="admin-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}
