import type { Knex } from 'knex';
import { ListAdminReviews, ToggleReviewPublished } from '../../../application/admin/moderate-reviews.ts';
import type { ReviewRepository } from '../../../application/ports/review-repository.ts';
import { ListVendorReviews } from '../../../application/reviews/list-vendor-reviews.ts';
import { SubmitReview } from '../../../application/reviews/submit-review.ts';
import { KnexReviewRepository } from '../../../adapters/persistence/knex/repositories/knex-review-repository.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, type AppModule } from './module.ts';

/** A couple's review and its moderation (the routes live under /vendors and /admin). */
export const reviewsModule: AppModule = {
  bind(c) {
    c.bind<ReviewRepository>(TOKENS.ReviewRepository).toResolvedValue((knex: Knex) => new KnexReviewRepository(knex), [TOKENS.Knex]);
    bindClass(c, ListVendorReviews, [TOKENS.VendorRepository, TOKENS.ReviewRepository]);
    bindClass(c, SubmitReview, [TOKENS.VendorRepository, TOKENS.UnitOfWork, TOKENS.RateLimiter, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, ListAdminReviews, [TOKENS.AdminReadRepository]);
    bindClass(c, ToggleReviewPublished, [TOKENS.UnitOfWork, TOKENS.AdminReadRepository, TOKENS.Clock]);
  },
};
