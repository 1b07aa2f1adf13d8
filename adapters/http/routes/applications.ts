import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { applicationSchema } from '../../../domain/applications/application.ts';
import { SubmitApplication } from '../../../application/applications/submit-application.ts';
import { BeginApplicationCardSetup, GetApplicationCardEntry } from '../../../application/applications/application-card-setup.ts';
import { applicationCardEntrySchema, applicationCardSetupBodySchema, applicationCardSetupSchema } from '../../../domain/billing/plan-change-api.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { clientIp } from '../auth.ts';
import { validate } from '../validation.ts';
import { applicationSubmittedAnswerSchema } from '../../../domain/applications/application-answers.ts';
import { reply } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const APPLICATION_ROUTE_USE_CASES = {
  submitApplication: SubmitApplication,
  beginCardSetup: BeginApplicationCardSetup,
  cardEntry: GetApplicationCardEntry,
};

/** What these routes are given besides their use cases. */
export interface ApplicationRouteOptions {
  clock: Clock;
  trustProxy: boolean;
}

type ApplicationRouteDeps = UseCaseInstances<typeof APPLICATION_ROUTE_USE_CASES> & ApplicationRouteOptions;

const applicationRoutesOf = (d: ApplicationRouteDeps) =>
  new Hono()
    // How /apply takes the card (Stripe's fields or SPEC's), known before an email is typed (issue 37).
    .get('/card-setup', (c) => {
      c.header('Cache-Control', 'no-store');
      return reply(c, applicationCardEntrySchema, { success: true, ...d.cardEntry.execute() }, 200);
    })
    // Stripe mode: the customer and SetupIntent of a paid application's card, before it is submitted (issue 37).
    .post('/card-setup', validate('json', applicationCardSetupBodySchema), async (c) => {
      const body = c.req.valid('json');
      const r = await d.beginCardSetup.execute(clientIp(c, d.trustProxy), body);
      c.header('Cache-Control', 'no-store');
      return reply(c, applicationCardSetupSchema, { success: true, setup: r.setup, cardToken: r.cardToken }, 201);
    })
    .post('/', validate('json', applicationSchema(() => d.clock.now())), async (c) => {
    const application = await d.submitApplication.execute(c.req.valid('json'), clientIp(c, d.trustProxy));
    return reply(c, applicationSubmittedAnswerSchema, {
        success: true,
        message: 'Application submitted. We review every application and answer within 3-5 business days.',
        applicationId: application.id,
      }, 201);
  });

/** The routes, given the use-case resolver and their options. */
export const applicationRoutes = (use: UseCases, options: ApplicationRouteOptions) => applicationRoutesOf({ ...resolveAll(use, APPLICATION_ROUTE_USE_CASES), ...options });
