import { callRoute } from '@uwd/api-client';
import { Container, NoticeToast, useNotice, usePageTitle } from '@uwd/ui';
import { heldInquiriesRoute } from '@domain/inquiries/inquiry-api';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { InboxIcon } from './dashboard/icons';
import { EmptyCard, ListStates, ListSummary, PagedList } from './dashboard/ui';
import { useListParams } from './dashboard/useListParams';
import { usePagedList } from './dashboard/useLoader';
import { HeldCard } from './inquiries/HeldCard';
import { HeldMessageCard } from './inquiries/HeldMessageCard';
import { InquiryCounts } from './inquiries/InquiryCounts';

export const HELD_LOAD_FAILED = 'Failed to load held inquiries.';

const NO_FILTERS = {} as const;

/**
 * /admin/inquiries: inquiries the spam rules held, newest first, and the couples' later messages they held
 * in conversations; 'Release' delivers one, 'Delete' removes it.
 */
export function HeldInquiriesPage() {
  usePageTitle('Held Inquiries');
  const { page, update } = useListParams(NO_FILTERS, {});
  const notice = useNotice();
  const { state, reload, retry, listRef, rescueFocus, turnPage } = usePagedList(
    `held-inquiries|${page}`,
    (signal) => callRoute(heldInquiriesRoute, { query: { page }, signal, cache: 'no-store' }),
    page,
    update,
  );

  const onDone = async () => {
    await reload();
    // The card that had the focus is gone: keep the keyboard user in the list.
    rescueFocus();
  };

  return (
    <div className="admin-page">
      <AdminPageHeader title="Held Inquiries" subtitle="Couples' messages the spam rules held back. Release delivers one to the vendor; Delete removes it." />
      <Container className="adm-body">
        {state.status === 'ready' && <InquiryCounts counts={state.data.counts} />}
        {state.status === 'ready' && state.data.messages.length > 0 && (
          <section className="adm-section adm-held-messages" aria-labelledby="held-messages-title" data-testid="held-messages">
            <h2 id="held-messages-title" className="adm-section__title">
              Held messages in conversations ({state.data.counts.heldMessages.toLocaleString('en-US')})
            </h2>
            {state.data.messages.map((m) => (
              <HeldMessageCard key={m._id} message={m} notice={notice} onDone={() => void onDone()} />
            ))}
          </section>
        )}
        {state.status === 'ready' && <ListSummary pagination={state.data.pagination} shown={state.data.inquiries.length} noun="held inquiry" nouns="held inquiries" />}
        <ListStates
          state={state}
          count={(d) => d.inquiries.length}
          loadingLabel="Loading held inquiries…"
          failed={HELD_LOAD_FAILED}
          onRetry={() => void retry()}
          empty={
            <EmptyCard icon={<InboxIcon size={36} />} title="No held inquiries">
              <p>Every confirmed inquiry went through to its vendor. Anything the spam rules hold shows up here.</p>
            </EmptyCard>
          }
        >
          {(data, refreshing) => (
            <PagedList label="Held inquiries" listRef={listRef} refreshing={refreshing} pagination={data.pagination} onPage={turnPage}>
              {data.inquiries.map((i) => (
                <HeldCard key={i._id} inquiry={i} notice={notice} onDone={() => void onDone()} />
              ))}
            </PagedList>
          )}
        </ListStates>
      </Container>
      <NoticeToast testId="admin-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}
