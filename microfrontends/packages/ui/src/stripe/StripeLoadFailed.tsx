import { Button } from '../components/Button';
import { Alert } from '../components/Feedback';

/** Stripe.js could not be loaded (offline, blocked): said on the card block, with 'Try again'. */
export const STRIPE_LOAD_FAILED = 'The secure card form could not be loaded. Please check your connection and try again.';

export function StripeLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      title={STRIPE_LOAD_FAILED}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
