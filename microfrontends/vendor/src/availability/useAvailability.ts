import { useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { useResource, type NoticeApi } from '@uwd/ui';
import { setAvailabilityRoute, vendorAvailabilityRoute } from '@domain/availability/availability-api';
import type { AvailabilityStatus, UnavailableKind } from '@domain/availability/availability';
import { failureMessage } from '../inbox/inbox-data';

export const AVAILABILITY_LOAD_FAILED = 'Failed to load your calendar';
export const AVAILABILITY_SAVE_FAILED = 'Failed to save your calendar. Please try again.';

/** One month of the calendar (the owner's marked days in it and the site's today), and saving a range. */
export function useAvailability(vendorId: string, month: string, notice: NoticeApi) {
  const resource = useResource(`availability|${vendorId}|${month}`, (signal) =>
    callRoute(vendorAvailabilityRoute, { params: { id: vendorId }, query: { from: month, months: 1 }, signal, cache: 'no-store' }),
  );
  const [saving, setSaving] = useState(false);
  const [lastSaved, setLastSaved] = useState<string | null>(null);

  const marks = new Map<string, UnavailableKind>(resource.state.status === 'ready' ? resource.state.data.days.map((d) => [d.day, d.kind]) : []);

  const save = async (range: { from: string; to: string }, status: AvailabilityStatus): Promise<boolean> => {
    setSaving(true);
    try {
      const answer = await callRoute(setAvailabilityRoute, { params: { id: vendorId }, body: { ...range, status } });
      setLastSaved(answer.message);
      notice.success(answer.message);
      await resource.reload();
      return true;
    } catch (error) {
      notice.error(failureMessage(error, AVAILABILITY_SAVE_FAILED));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { state: resource.state, retry: resource.retry, marks, save, saving, lastSaved };
}
