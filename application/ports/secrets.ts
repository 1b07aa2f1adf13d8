/** Random secrets and their one-way hashes (tokens are stored only as hashes). */
export interface Secrets {
  /** A new random token (32 bytes, URL-safe) and its SHA-256 hash. */
  newToken(): { token: string; hash: string };
  hash(token: string): string;
}
