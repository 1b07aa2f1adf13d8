import type { Knex } from 'knex';
import { ListAdminReviews, ToggleReviewPublished } from '../../../application/admin/moderate-reviews.ts';
import type { ReviewRepository } from '../../../application/ports/review-repository.ts';
import { ListVendorReviews } from '../../../application/reviews/list-vendor-reviews.ts';
import { SubmitReview } from '../../../application/reviews/submit-review.ts';
import { KnexReviewRepository } from '../../../adapters/persistence/knex/repositories/knex-review-repository.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** A couple's review and its moderation (the routes live under /vendors and /admin). */
export const reviewsModule: AppModule = {
  bind(c) {
    c.bind<ReviewRepository>(TOKENS.ReviewRepository).toResolvedValue((knex: Knex) => new KnexReviewRepository(knex), [TOKENS.Knex]);
    c.bind(ListVendorReviews).toDynamicValue((ctx) => new ListVendorReviews(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.ReviewRepository)));
    c.bind(SubmitReview).toDynamicValue(
      (ctx) => new SubmitReview(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)),
    );
    c.bind(ListAdminReviews).toDynamicValue((ctx) => new ListAdminReviews(ctx.get(TOKENS.AdminReadRepository)));
    c.bind(ToggleReviewPublished).toDynamicValue((ctx) => new ToggleReviewPublished(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.AdminReadRepository), ctx.get(TOKENS.Clock)));
  },
};
