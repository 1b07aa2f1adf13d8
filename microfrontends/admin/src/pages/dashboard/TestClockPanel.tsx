import { useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { Alert, Button, useResource } from '@uwd/ui';
import { advanceTestClockRoute, TEST_CLOCK_STEPS, testClockRoute } from '@domain/billing/admin-billing-api';
import { apiMessage } from '../vendors/vendor-labels';

export const TEST_PROCESSOR_NOTE =
  'Billing runs on the local test processor: no real card is charged. Move its clock forward to see trial ends, renewals and failed payments, as with Stripe’s test clocks.';
export const ADVANCE_FAILED = 'Failed to advance the test clock. Please try again.';

const loadClock = (signal: AbortSignal) => callRoute(testClockRoute, { signal, cache: 'no-store' }).then((a) => a.clock);

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const ahead = (days: number) => (days === 0 ? 'today' : `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'} ahead`);

/**
 * /admin 'Test processor' (issue 37, local mode only): the local test processor's date and 'Advance the test
 * clock' by 1, 7 or 30 days, which runs what fell due (trial ends, renewals, retries) as Stripe's test clocks do.
 */
export function TestClockPanel({ onAdvanced }: { onAdvanced: () => void | Promise<void> }) {
  const clock = useResource('test-clock', loadClock);
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const advance = async (days: (typeof TEST_CLOCK_STEPS)[number]) => {
    if (busy !== null) return;
    setBusy(days);
    setFailed(null);
    try {
      const answer = await callRoute(advanceTestClockRoute, { body: { days } });
      clock.patch(() => answer.clock);
      await onAdvanced();
    } catch (error) {
      setFailed(apiMessage(error) ?? ADVANCE_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="adm-test-clock" role="group" aria-labelledby="admin-test-clock" data-testid="test-clock">
      <h3 id="admin-test-clock" className="adm-test-clock__title">
        Test processor
      </h3>
      <p className="adm-test-clock__note">{TEST_PROCESSOR_NOTE}</p>
      <p className="adm-test-clock__date" aria-live="polite" data-testid="test-clock-date">
        {clock.state.status === 'ready' ? (
          <>
            Processor date: <strong>{longDate(clock.state.data.now)}</strong> ({ahead(clock.state.data.offsetDays)})
          </>
        ) : clock.state.status === 'error' ? (
          'The processor date could not be loaded.'
        ) : (
          'Reading the processor date…'
        )}
      </p>
      <div className="adm-test-clock__actions" role="group" aria-label="Advance the test clock">
        <span className="adm-test-clock__label" aria-hidden="true">
          Advance the test clock
        </span>
        {TEST_CLOCK_STEPS.map((days) => (
          <Button key={days} variant="outline" size="sm" onClick={() => void advance(days)} disabled={busy !== null} loading={busy === days}>
            {`+${days} ${days === 1 ? 'day' : 'days'}`}
          </Button>
        ))}
      </div>
      {failed && <Alert tone="error">{failed}</Alert>}
    </div>
  );
}
