/**
 * Form tokens (ADR 14): the server's own time when a form opened, signed, so the browser carries it back
 * with the form but can neither make one up nor move it. Stateless: any API process holding the same
 * secret reads any process's token.
 */
export interface FormTokens {
  /** A token for `purpose` (e.g. 'inquiry') issued at `at`. */
  issue(purpose: string, at: Date): string;
  /**
   * When the token was issued (ms since the epoch), or null when this server did not sign it for
   * `purpose`: forged, altered, another form's, or not a token at all.
   */
  issuedAt(token: string, purpose: string): number | null;
}
