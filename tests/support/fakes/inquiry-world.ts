import { ConfirmInquiry, ForgetBrowser } from '../../../application/inquiries/confirm-inquiry.ts';
import { CloseCoupleThread, DeleteCoupleThread, GetCoupleThread, PostCoupleMessage } from '../../../application/inquiries/couple-thread.ts';
import { PurgeInquiries, SendInquiryReminders } from '../../../application/inquiries/inquiry-sweeps.ts';
import { DeleteHeldInquiry, DeleteHeldMessage, ListHeldInquiries, ReleaseHeldMessage, ReleaseInquiry } from '../../../application/inquiries/moderate-inquiries.ts';
import { INQUIRY_FORM, SubmitInquiry, type SubmitInquiryContext } from '../../../application/inquiries/submit-inquiry.ts';
import { SubmitInquiryBatch } from '../../../application/inquiries/submit-inquiry-batch.ts';
import { GetInboxSummary, ListInbox, ManageSavedReplies, OpenInquiry, ReplyToInquiry } from '../../../application/inquiries/vendor-inbox.ts';
import type { EmailJob } from '../../../application/ports/outbox.ts';
import type { RepoName } from '../../../application/ports/unit-of-work.ts';
import type { InquiryInput } from '../../../domain/inquiries/inquiry.ts';
import { aUser } from './a-user.ts';
import { InMemoryAvailability } from './in-memory-availability.ts';
import { CapturingLogger } from './capturing-logger.ts';
import { FakeFormTokens } from './fake-form-tokens.ts';
import { FixedClock, SequentialIds } from './fixed-clock.ts';
import { CountingRateLimiter, SequentialSecrets } from './in-memory-auth-repositories.ts';
import {
  CollectingOutbox,
  InMemoryInquiries,
  InMemoryRememberedBrowsers,
  InMemorySavedReplies,
  InMemoryTransactions,
  InMemoryUnitOfWork,
} from './in-memory-inquiries.ts';
import { InMemoryUserRepository } from './in-memory-user-repository.ts';
import { aVendor, InMemoryVendors } from './in-memory-vendors.ts';

export const BASE_URL = 'https://upstateweddingdirectory.com';
export const COUPLE = 'sam@example.com';

/** The form token the server issued `ago` ms before the clock's now (FakeFormTokens). */
export const formTokenIssued = (clock: FixedClock, ago: number): string => new FakeFormTokens().issue(INQUIRY_FORM, new Date(clock.now().getTime() - ago));

/** The inquiry form as a person fills it (already through the schema): opened 30 seconds before it is sent. */
export const aForm = (clock: FixedClock, o: Partial<InquiryInput> = {}): InquiryInput => ({
  name: 'Sam Rivera',
  email: COUPLE,
  phone: '864-555-0100',
  weddingDate: '2027-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: '10000-plus',
  message: 'We love the barn and would like to see it in the spring, if you have a Saturday open.',
  website: '',
  formToken: formTokenIssued(clock, 30_000),
  ...o,
});

/** The token at the end of a link in an email ('…/inquiries/confirm/{token}', '…/inquiries/{token}'). */
export const tokenOf = (link: string): string => link.slice(link.lastIndexOf('/') + 1);

/**
 * The inquiry loop over in-memory fakes: four listings (Magnolia Barn, owned by `owner_barn`, capacity 150 from
 * $8,000; Wisteria Hall, owned by `owner_hall`; an inactive one; Riverside Lawn without an owner), their
 * owners and an admin, and every inquiry use case built with exactly the repositories it names.
 */
export const inquiryWorld = async () => {
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const ids = new SequentialIds();
  const secrets = new SequentialSecrets();
  const limiter = new CountingRateLimiter(clock);
  const logger = new CapturingLogger();
  const vendors = new InMemoryVendors();
  const users = new InMemoryUserRepository();
  const inquiries = new InMemoryInquiries(vendors);
  const browsers = new InMemoryRememberedBrowsers();
  const savedReplyStore = new InMemorySavedReplies();
  const outbox = new CollectingOutbox();
  const transactions = new InMemoryTransactions([inquiries, browsers, outbox]);
  const availability = new InMemoryAvailability();

  const barn = vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', slug: 'magnolia-barn', ownerUserId: 'owner_barn', startingPrice: 8000, attributes: { capacity: 150, style: null, specialties: [] } }));
  const hall = vendors.add(aVendor('vendor_hall', { name: 'Wisteria Hall', slug: 'wisteria-hall', ownerUserId: 'owner_hall' }));
  const hidden = vendors.add(aVendor('vendor_hidden', { name: 'Closed Venue', isActive: false }));
  const unclaimed = vendors.add(aVendor('vendor_unclaimed', { name: 'Riverside Lawn' }));
  const owner = aUser('owner_barn', { email: 'owner@barn.example', vendorId: barn.id });
  const otherOwner = aUser('owner_hall', { email: 'owner@hall.example', vendorId: hall.id });
  const admin = aUser('admin', { email: 'admin@example.com', isAdmin: true });
  for (const u of [owner, otherOwner, admin]) await users.create(u);
  // What waits for a new owner: the listing's delivered inquiries nobody answered, oldest first.
  vendors.waitingFrom = async (vendorId, limit) =>
    (await inquiries.page(vendorId, { page: 1, limit: 1000 })).items
      .filter((i) => i.firstRepliedAt === null && i.status !== 'closed')
      .reverse()
      .slice(0, limit)
      .map((i) => ({ id: i.id, coupleName: i.coupleName, weddingDate: i.weddingDate, guestCount: i.guestCount, receivedAt: i.deliveredAt ?? i.createdAt }));

  const all = { inquiries, inquiryModeration: inquiries, inquirySweeps: inquiries, rememberedBrowsers: browsers, outbox, ownership: vendors.ownership, users };
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>(all, names, transactions);
  const settings = { publicBaseUrl: BASE_URL };

  const useCases = {
    submit: new SubmitInquiry(vendors, uow('inquiries', 'rememberedBrowsers', 'outbox', 'ownership', 'users'), limiter, secrets, new FakeFormTokens(), ids, clock, settings),
    submitBatch: new SubmitInquiryBatch(vendors, uow('inquiries', 'rememberedBrowsers', 'outbox', 'ownership', 'users'), limiter, secrets, new FakeFormTokens(), ids, clock, settings),
    confirm: new ConfirmInquiry(vendors, inquiries, uow('inquiries', 'rememberedBrowsers', 'outbox', 'ownership', 'users'), secrets, ids, clock, settings),
    forgetBrowser: new ForgetBrowser(uow('rememberedBrowsers'), secrets, clock),
    thread: new GetCoupleThread(inquiries, vendors, uow('ownership', 'users'), secrets, clock),
    coupleMessage: new PostCoupleMessage(vendors, inquiries, uow('inquiries', 'outbox', 'ownership', 'users'), secrets, ids, clock, settings, limiter),
    closeThread: new CloseCoupleThread(vendors, inquiries, uow('inquiries', 'outbox', 'ownership', 'users'), secrets, ids, clock, settings),
    deleteThread: new DeleteCoupleThread(uow('inquiries', 'rememberedBrowsers', 'outbox'), secrets, clock),
    inbox: new ListInbox(vendors, inquiries, availability, clock),
    inboxSummary: new GetInboxSummary(vendors, inquiries, clock),
    open: new OpenInquiry(vendors, inquiries, availability, clock),
    reply: new ReplyToInquiry(vendors, availability, uow('inquiries', 'outbox'), secrets, ids, clock, settings),
    savedReplies: new ManageSavedReplies(vendors, savedReplyStore, ids, clock),
    held: new ListHeldInquiries(inquiries),
    release: new ReleaseInquiry(vendors, inquiries, uow('inquiries', 'inquiryModeration', 'outbox', 'ownership', 'users'), secrets, ids, clock, settings),
    deleteHeld: new DeleteHeldInquiry(uow('inquiryModeration')),
    releaseMessage: new ReleaseHeldMessage(inquiries, vendors, uow('inquiryModeration', 'outbox', 'ownership', 'users'), secrets, ids, clock, settings),
    deleteHeldMessage: new DeleteHeldMessage(uow('inquiryModeration')),
    reminders: new SendInquiryReminders(vendors, uow('inquirySweeps', 'outbox', 'ownership', 'users'), ids, clock, logger, settings),
    purge: new PurgeInquiries(uow('inquirySweeps', 'rememberedBrowsers'), clock, logger),
  };

  let ip = 0;
  /** A new address each time, so the per-address limit stays out of the way unless a test wants it. */
  const newIp = () => `198.51.100.${++ip}`;
  const ctx = (o: Partial<SubmitInquiryContext> = {}): SubmitInquiryContext => ({ ip: newIp(), rememberedToken: null, ...o });
  /** A couple's answer in the thread from a new address (share one to test the per-address limit). */
  const threadCtx = (): { ip: string } => ({ ip: newIp() });

  const emails = () => outbox.emails();
  const emailsOf = <T extends EmailJob['template']>(template: T) => emails().filter((e): e is Extract<EmailJob, { template: T }> => e.template === template);
  /** The confirmation link's token of the last 'inquiry-confirm' email. */
  const lastConfirmToken = () => tokenOf(emailsOf('inquiry-confirm').at(-1)!.data.link);

  /** Submits a first inquiry (it asks for confirmation) and confirms it; the confirm answer and the inquiry's id. */
  const sendConfirmed = async (vendorId: string = barn.id, form: Partial<InquiryInput> = {}) => {
    const submitted = await useCases.submit.execute(vendorId, aForm(clock, form), ctx());
    const confirmed = await useCases.confirm.execute(lastConfirmToken());
    return { ...confirmed, id: submitted.inquiry.id };
  };

  return {
    clock,
    ids,
    secrets,
    limiter,
    logger,
    vendors,
    users,
    inquiries,
    browsers,
    savedReplyStore,
    availability,
    outbox,
    transactions,
    barn,
    hall,
    hidden,
    unclaimed,
    owner,
    otherOwner,
    admin,
    ...useCases,
    uow,
    ctx,
    threadCtx,
    newIp,
    emails,
    emailsOf,
    lastConfirmToken,
    sendConfirmed,
    form: (o: Partial<InquiryInput> = {}) => aForm(clock, o),
  };
};

export type InquiryWorld = Awaited<ReturnType<typeof inquiryWorld>>;
