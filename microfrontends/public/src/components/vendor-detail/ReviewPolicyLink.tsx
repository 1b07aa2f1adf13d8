import { Link } from 'react-router-dom';
import { REVIEW_POLICY_LINK_TEXT, REVIEW_POLICY_PATH } from '@domain/reviews/review-policy';
import './review-policy-link.css';

/** 'How reviews work' (issue 40 §4): the published review policy, linked from every reviews section. */
export function ReviewPolicyLink({ className }: { className?: string }) {
  return (
    <p className={className ? `review-policy-link ${className}` : 'review-policy-link'}>
      <Link to={REVIEW_POLICY_PATH} data-testid="review-policy-link">
        {REVIEW_POLICY_LINK_TEXT}
      </Link>
    </p>
  );
}
