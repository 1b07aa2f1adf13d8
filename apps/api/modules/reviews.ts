import type { Knex } from 'knex';
import type { ReviewRepository } from '../../../application/ports/review-repository.ts';
import { KnexReviewRepository } from '../../../adapters/persistence/knex/repositories/knex-review-repository.ts';
import type { ReviewReportReads } from '../../../application/ports/review-report-repository.ts';
import { KnexReviewReportRepository } from '../../../adapters/persistence/knex/repositories/knex-review-report-repository.ts';
import { reviewReportRoutes } from '../../../adapters/http/routes/review-reports.ts';
import type { AwardRepository } from '../../../application/ports/award-repository.ts';
import { KnexAwardRepository } from '../../../adapters/persistence/knex/repositories/knex-award-repository.ts';
import { reviewReplyRoutes } from '../../../adapters/http/routes/review-replies.ts';
import { reviewPhotoRoutes } from '../../../adapters/http/routes/review-photos.ts';
import { TOKENS } from '../tokens.ts';
import { mediaUrlOf, type AppModule } from './module.ts';

/** A couple's review and its moderation (the routes live under /vendors and /admin), and the vendor's reply (issue 18). */
export const reviewsModule: AppModule = {
  bind(c) {
    c.bind<ReviewRepository>(TOKENS.ReviewRepository).toResolvedValue((knex: Knex) => new KnexReviewRepository(knex), [TOKENS.Knex]);
    c.bind<ReviewReportReads>(TOKENS.ReviewReportReads).toResolvedValue((knex: Knex) => new KnexReviewReportRepository(knex), [TOKENS.Knex]);
    c.bind<AwardRepository>(TOKENS.AwardRepository).toResolvedValue((knex: Knex) => new KnexAwardRepository(knex), [TOKENS.Knex]);
  },

  routes(c, config, use) {
    return [
      { path: '/', routes: reviewReplyRoutes(use, { mediaUrl: mediaUrlOf(c) }) },
      { path: '/', routes: reviewReportRoutes(use, { mediaUrl: mediaUrlOf(c) }) },
      { path: '/', routes: reviewPhotoRoutes(use, { trustProxy: config.trustProxy }) },
    ];
  },
};
