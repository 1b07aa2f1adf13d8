import { useState } from 'react';
import { Button } from '@uwd/ui';
import { couplesChoiceBadgeAlt, couplesChoiceBadgePath, couplesChoiceEmbedSnippet, COUPLES_CHOICE_BADGE_SIZE } from '@domain/reviews/award-badge';
import { couplesChoiceTitle } from '@domain/reviews/awards';
import { COUPLES_CHOICE_ANCHOR, REVIEW_POLICY_PATH } from '@domain/reviews/review-policy';
import { copyText } from './share';
import './award-badge.css';

/**
 * 'Couples' Choice {year}' on the dashboard (issue 40 §5), while the listing holds the award: the badge as
 * it shows on another site, and the HTML to paste there (the image, linked to the listing's page here).
 */
export function AwardBadgeCard({ slug, year }: { slug: string; year: number }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const site = window.location.origin;
  const snippet = couplesChoiceEmbedSnippet(site, slug, year);
  const copy = async () => setCopied((await copyText(snippet)) ? 'yes' : 'failed');
  return (
    <section className="vd-aside__card vd-award" aria-labelledby="award-title" data-testid="award-badge-card">
      <h2 id="award-title" className="vd-aside__title">
        {couplesChoiceTitle(year)}
      </h2>
      <p className="vd-award__text">
        Couples chose you this year. <a href={`${REVIEW_POLICY_PATH}#${COUPLES_CHOICE_ANCHOR}`}>How the award is earned</a>
      </p>
      <img className="vd-award__badge" src={couplesChoiceBadgePath(slug)} alt={couplesChoiceBadgeAlt(year)} width={COUPLES_CHOICE_BADGE_SIZE.width} height={COUPLES_CHOICE_BADGE_SIZE.height} />
      <label className="vd-award__label" htmlFor="award-snippet">
        Show the badge on your website: paste this HTML
      </label>
      <textarea id="award-snippet" className="vd-award__snippet" readOnly rows={4} value={snippet} onFocus={(e) => e.currentTarget.select()} />
      <div className="vd-award__actions">
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <span role="status" className="vd-award__status">
          {copied === 'yes' ? 'Copied' : copied === 'failed' ? 'Could not copy: select the text and copy it' : ''}
        </span>
      </div>
    </section>
  );
}
