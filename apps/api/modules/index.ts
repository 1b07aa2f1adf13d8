import { applicationsModule } from './applications.ts';
import { billingModule } from './billing.ts';
import { contactModule } from './contact.ts';
import { couplesModule } from './couples.ts';
import { identityModule } from './identity.ts';
import { inquiriesModule } from './inquiries.ts';
import { insightsModule } from './insights.ts';
import { listingsModule } from './listings.ts';
import { mailModule } from './mail.ts';
import { maintenanceModule } from './maintenance.ts';
import type { AppModule } from './module.ts';
import { moderationModule } from './moderation.ts';
import { reviewsModule } from './reviews.ts';
import { reviewRequestsModule } from './review-requests.ts';
import { availabilityModule } from './availability.ts';

/** The bounded contexts, in the order their API routes are mounted (ADR 12). */
export const MODULES: readonly AppModule[] = [
  identityModule,
  listingsModule,
  reviewsModule,
  reviewRequestsModule,
  billingModule,
  contactModule,
  applicationsModule,
  moderationModule,
  inquiriesModule,
  couplesModule,
  mailModule,
  maintenanceModule,
  insightsModule,
  availabilityModule,
];
