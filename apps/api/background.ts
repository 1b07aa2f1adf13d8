import { useCases } from './modules/module.ts';
import type { Container } from 'inversify';
import { DeliverEmail } from '../../application/mail/deliver-email.ts';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import type { Logger } from '../../application/ports/logger.ts';
import type { EmailJob, LoginLinkJob, OutboxStore } from '../../application/ports/outbox.ts';
import { IssueLoginLink } from '../../application/identity/request-login-link.ts';
import type { AppMetrics } from '../../adapters/observability/metrics.ts';
import { PURGE_EVERY_MS, PurgeExpiredRecords } from '../../application/maintenance/purge-expired-records.ts';
import { TRIAL_REMINDER_EVERY_MS, SendTrialReminders } from '../../application/subscriptions/send-trial-reminders.ts';
import { END_CANCELLED_PLANS_EVERY_MS, EndCancelledPlans } from '../../application/subscriptions/upgrades.ts';
import { INQUIRY_REMINDERS_EVERY_MS, PurgeInquiries, SendInquiryReminders } from '../../application/inquiries/inquiry-sweeps.ts';
import { REVIEW_REQUEST_REMINDERS_EVERY_MS, SendReviewRequestReminders } from '../../application/reviews/review-requests.ts';
import { RANKING_SWEEP_EVERY_MS, RefreshReplyTimeBadges, RotateListingOrder } from '../../application/listings/ranking-sweeps.ts';
import { AWARD_SWEEP_EVERY_MS, DrawCouplesChoiceAwards } from '../../application/reviews/award-sweeps.ts';
import { AVAILABILITY_PURGE_EVERY_MS, PurgePastAvailability } from '../../application/availability/vendor-availability.ts';
import { START_PENDING_PLANS_EVERY_MS, StartPendingPlans } from '../../application/billing/processor-plans.ts';
import { END_UNPAID_PLANS_EVERY_MS, EndUnpaidPlans } from '../../application/billing/end-unpaid-plans.ts';
import { CollectCardlessPlans } from '../../application/billing/cardless-plans.ts';
import { RECONCILE_BILLING_EVERY_MS, ReconcileBilling } from '../../application/billing/reconcile-billing.ts';
import type { BillingProcessor } from '../../application/ports/billing-processor.ts';
import { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from './tokens.ts';

/** How often the local test processor runs what fell due (trial ends, renewals, retries), as a processor would. */
export const LOCAL_PROCESSOR_TICK_MS = 60 * 1000;

/** Registers the job handlers on the queue (the worker's side of the queue). */
export const registerJobHandlers = (container: Container) => {
  const use = useCases(container);
  const queue = container.get<JobQueue>(TOKENS.JobQueue);
  // The process that runs the jobs reports them: queue depth, failed attempts and the outbox backlog.
  const metrics = container.get<AppMetrics>(TOKENS.Metrics);
  metrics.watchQueue(queue);
  const outbox = container.get<OutboxStore>(TOKENS.OutboxStore);
  metrics.watchOutbox(() => outbox.countPending());
  const deliver = use(DeliverEmail);
  queue.process('email.send', async (data) => {
    await deliver.execute(data as EmailJob);
  });
  const issueLoginLink = use(IssueLoginLink);
  queue.process('login.issue-link', async (data) => {
    await issueLoginLink.execute(data as LoginLinkJob);
  });
  const purge = use(PurgeExpiredRecords);
  queue.process('maintenance.purge', async () => {
    await purge.execute();
  });
  const reminders = use(SendTrialReminders);
  queue.process('subscriptions.trial-reminders', async () => {
    await reminders.execute();
  });
  const endCancelled = use(EndCancelledPlans);
  queue.process('subscriptions.end-cancelled', async () => {
    await endCancelled.execute();
  });
  const inquiryReminders = use(SendInquiryReminders);
  queue.process('inquiries.reminders', async () => {
    await inquiryReminders.execute();
  });
  const reviewRequestReminders = use(SendReviewRequestReminders);
  queue.process('reviews.request-reminders', async () => {
    await reviewRequestReminders.execute();
  });
  const purgeInquiries = use(PurgeInquiries);
  queue.process('inquiries.purge', async () => {
    await purgeInquiries.execute();
  });
  const replyTimes = use(RefreshReplyTimeBadges);
  queue.process('inquiries.reply-time-badges', async () => {
    await replyTimes.execute();
  });
  const rotation = use(RotateListingOrder);
  queue.process('listings.rotation', async () => {
    await rotation.execute();
  });
  const couplesChoice = use(DrawCouplesChoiceAwards);
  queue.process('reviews.couples-choice', async () => {
    await couplesChoice.execute();
  });
  const startPending = use(StartPendingPlans);
  queue.process('billing.start-pending-plans', async () => {
    await startPending.execute();
  });
  const endUnpaid = use(EndUnpaidPlans);
  const collectCardless = use(CollectCardlessPlans);
  queue.process('billing.end-unpaid-plans', async () => {
    await endUnpaid.execute();
    // Plans from before billing whose first payment is due with no card: asked for one, ended after the grace.
    await collectCardless.execute();
  });
  const reconcile = use(ReconcileBilling);
  queue.process('billing.reconcile', async () => {
    metrics.recordBillingReconciliation(await reconcile.execute(), new Date());
  });
  queue.process('billing.local-processor-tick', async () => {
    const processor = container.get<BillingProcessor>(TOKENS.BillingProcessor);
    if (processor instanceof LocalBillingProcessor) await processor.tick();
  });
  const purgeAvailability = use(PurgePastAvailability);
  queue.process('availability.purge', async () => {
    await purgeAvailability.execute();
  });
};

/** The scheduled sweeps (every process may call this; schedules are replaced, not doubled). */
export const registerSchedules = async (container: Container) => {
  const queue = container.get<JobQueue>(TOKENS.JobQueue);
  await queue.schedule('maintenance.purge', PURGE_EVERY_MS);
  await queue.schedule('subscriptions.trial-reminders', TRIAL_REMINDER_EVERY_MS);
  await queue.schedule('subscriptions.end-cancelled', END_CANCELLED_PLANS_EVERY_MS);
  await queue.schedule('inquiries.reminders', INQUIRY_REMINDERS_EVERY_MS);
  await queue.schedule('inquiries.purge', PURGE_EVERY_MS);
  await queue.schedule('reviews.request-reminders', REVIEW_REQUEST_REMINDERS_EVERY_MS);
  await queue.schedule('inquiries.reply-time-badges', RANKING_SWEEP_EVERY_MS);
  await queue.schedule('listings.rotation', RANKING_SWEEP_EVERY_MS);
  // At start as well: a fresh database (or one just migrated) gets its day's rotation and badges at once.
  // No job id: BullMQ refuses ids with ':' and would skip a later start's run behind a kept completed job; both
  // sweeps are idempotent, so a run per process start is harmless.
  await queue.add({ name: 'listings.rotation', data: {} });
  await queue.add({ name: 'inquiries.reply-time-badges', data: {} });
  // 'Couples' Choice {year}': drawn once a year, at the first run after New York's new year (issue 40 §5).
  await queue.schedule('reviews.couples-choice', AWARD_SWEEP_EVERY_MS);
  await queue.add({ name: 'reviews.couples-choice', data: {} });
  await queue.schedule('availability.purge', AVAILABILITY_PURGE_EVERY_MS);
  await queue.schedule('billing.start-pending-plans', START_PENDING_PLANS_EVERY_MS);
  await queue.schedule('billing.end-unpaid-plans', END_UNPAID_PLANS_EVERY_MS);
  await queue.schedule('billing.reconcile', RECONCILE_BILLING_EVERY_MS);
  // The local test processor is its own schedule's clock (Stripe runs its own).
  if (container.get<BillingProcessor>(TOKENS.BillingProcessor).mode === 'local') await queue.schedule('billing.local-processor-tick', LOCAL_PROCESSOR_TICK_MS);
};

/**
 * The outbox relay loop: every `intervalMs`, committed outbox messages go to the queue (RelayOutbox.drain:
 * while there are more, as fast as the queue takes them). In the embedded
 * profile it runs inside the API process; in production inside the worker.
 */
export const startOutboxRelay = (container: Container, intervalMs = 1000) => {
  const relay = useCases(container)(RelayOutbox);
  const logger = container.get<Logger>(TOKENS.Logger);
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await relay.drain({ stopping: () => stopped });
    } catch (e) {
      logger.error('Outbox relay failed', { error: (e as Error).message });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    /** Runs one round now (tests, and after a write that should go out at once). */
    tick,
    /** Stops the loop: a round under way ends after the batch it is moving. */
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
};

/**
 * The embedded profile's background work (in-process queue): this process is also the worker. Returns
 * a stop function; null in production, where apps/worker does this.
 */
export const startEmbeddedBackground = (container: Container, queueKind: 'in-process' | 'bullmq') => {
  if (queueKind !== 'in-process') return null;
  registerJobHandlers(container);
  void registerSchedules(container);
  return startOutboxRelay(container, 500);
};
