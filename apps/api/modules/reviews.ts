import type { Knex } from 'knex';
import type { ReviewRepository } from '../../../application/ports/review-repository.ts';
import { KnexReviewRepository } from '../../../adapters/persistence/knex/repositories/knex-review-repository.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** A couple's review and its moderation (the routes live under /vendors and /admin). */
export const reviewsModule: AppModule = {
  bind(c) {
    c.bind<ReviewRepository>(TOKENS.ReviewRepository).toResolvedValue((knex: Knex) => new KnexReviewRepository(knex), [TOKENS.Knex]);
  },
};
