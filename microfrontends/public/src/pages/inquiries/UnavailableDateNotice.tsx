import { callRoute } from '@uwd/api-client';
import { Alert, useResource } from '@uwd/ui';
import { unavailableDatesRoute } from '@domain/availability/availability-api';
import { unavailableDateText } from '@domain/availability/calendar-days';

/**
 * Under the wedding date: says so when the vendor marked the chosen date as booked or unavailable (their next
 * 12 months of marked days, a public cached read). Sending is still allowed: plans change, and the couple
 * may ask about another date. A failed read shows nothing.
 */
export function UnavailableDateNotice({ vendorId, vendorName, date }: { vendorId: string; vendorName: string; date: string }) {
  const marked = useResource(`unavailable-dates|${vendorId}`, (signal) => callRoute(unavailableDatesRoute, { params: { id: vendorId }, signal }));
  const unavailable = date !== '' && marked.state.status === 'ready' && marked.state.data.days.includes(date);
  return (
    <div className="inquiry-form__date-notice" data-testid="unavailable-date-notice">
      {unavailable && <Alert tone="warning">{unavailableDateText(vendorName)}</Alert>}
    </div>
  );
}
