import { Hono } from 'hono';
import { applicationSchema } from '../../../domain/applications/application.ts';
import type { SubmitApplication } from '../../../application/applications/submit-application.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { clientIp } from '../auth.ts';
import { validate } from '../validation.ts';
import { applicationSubmittedAnswerSchema } from '../../../domain/applications/application-answers.ts';
import { answer } from '../route-answers.ts';

export interface ApplicationRouteDeps {
  submitApplication: SubmitApplication;
  clock: Clock;
  trustProxy: boolean;
}

export const applicationRoutes = (d: ApplicationRouteDeps) =>
  new Hono().post('/', validate('json', applicationSchema(() => d.clock.now())), async (c) => {
    const application = await d.submitApplication.execute(c.req.valid('json'), clientIp(c, d.trustProxy));
    return c.json(
      answer(applicationSubmittedAnswerSchema, {
        success: true,
        message: 'Application submitted. We review every application and answer within 3-5 business days.',
        applicationId: application.id,
      }),
      201,
    );
  });
