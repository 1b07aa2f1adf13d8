/**
 * What a couple reads under '{vendor name} has not set up their inbox yet; …' (issue 36): the listing has no
 * owner, so the message went to the business email it states (`emailed`), or waits for its owner.
 */
export function UnclaimedNote({ vendorName, email, emailed }: { vendorName: string; email?: string; emailed: boolean }) {
  return (
    <p data-testid="inquiry-unclaimed-note">
      {emailed
        ? `${vendorName} has not claimed their listing here yet, so we sent your message to the business email the listing states. `
        : `${vendorName} has not claimed their listing here yet, and it states no email we could send your message to; it waits for them. `}
      {email ? (
        <>
          When they answer, it comes to <strong>{email}</strong> with a link to your conversation.
        </>
      ) : (
        'When they answer, it comes to you by email, with a link to your conversation.'
      )}
    </p>
  );
}
