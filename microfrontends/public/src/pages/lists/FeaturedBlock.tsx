import type { VendorSummary } from '@uwd/api-client';
import { SparkleIcon } from '@uwd/ui';
import { VendorGrid } from '../../components/VendorGrid';
import { useCarriedFacts } from '../../lib/carried-facts';
import { FEATURED_BLOCK_LEAD, featuredBlockTitle, type ListScope } from './categories';

/** SPEC §2: the featured vendors first, in a block of their own (page 1 only). */
export function FeaturedBlock({ scope, vendors, eager }: { scope: ListScope; vendors: VendorSummary[]; eager?: boolean }) {
  return (
    <section className="featured-block" aria-labelledby="featured-title" data-testid="featured-block">
      <div className="featured-block__heading">
        <span className="featured-block__icon" aria-hidden="true">
          <SparkleIcon size={20} />
        </span>
        <div>
          <h2 id="featured-title" className="featured-block__title">
            {featuredBlockTitle(scope)}
          </h2>
          <p className="featured-block__lead">{FEATURED_BLOCK_LEAD}</p>
        </div>
      </div>
      <VendorGrid vendors={vendors} linkQuery={useCarriedFacts()} eager={eager} />
    </section>
  );
}
