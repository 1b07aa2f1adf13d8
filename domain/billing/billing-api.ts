/** The billing routes' answers (issue 37): one schema serves the server's reply and the client. */
import { z } from 'zod';

/** POST /api/billing/webhook: the processor's event was verified and taken in. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });
