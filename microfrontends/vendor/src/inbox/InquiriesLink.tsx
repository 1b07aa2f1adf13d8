import { Link } from 'react-router-dom';
import { InboxIcon } from '../lib/icons';
import { useInboxSummary } from './inbox-data';

/** 'View Inquiries' in the dashboard's Quick Actions, with the unread count once it is known. */
export function InquiriesLink({ vendorId }: { vendorId: string }) {
  const { state } = useInboxSummary(vendorId);
  const unread = state.status === 'ready' ? state.data.summary.unread : 0;
  return (
    <Link className="vd-action" to="/vendor/inquiries" data-testid="view-inquiries">
      <InboxIcon size={18} />
      View Inquiries
      {unread > 0 && (
        <span className="vd-unread" data-testid="unread-badge">
          {unread.toLocaleString('en-US')}
          <span className="visually-hidden"> unread</span>
        </span>
      )}
    </Link>
  );
}
