import type { ShortlistLinkRepository } from '../../../application/ports/shortlist-link-repository.ts';
import type { ShortlistLink } from '../../../domain/couples/shortlist-link.ts';
import type { Transactional } from './in-memory-inquiries.ts';

/** The shortlist links as a list (issue 39), put back as they were when a fake transaction rolls back. */
export class InMemoryShortlistLinks implements ShortlistLinkRepository, Transactional {
  private rows: ShortlistLink[] = [];

  snapshot(): unknown {
    return structuredClone(this.rows);
  }
  restore(snapshot: unknown): void {
    this.rows = structuredClone(snapshot as ShortlistLink[]);
  }
  all(): ShortlistLink[] {
    return structuredClone(this.rows);
  }

  async create(link: ShortlistLink): Promise<void> {
    if (this.rows.some((r) => r.tokenHash === link.tokenHash || r.keyHash === link.keyHash)) throw new Error('duplicate shortlist link hash');
    this.rows.push(structuredClone(link));
  }
  async findByTokenHash(tokenHash: string): Promise<ShortlistLink | null> {
    const r = this.rows.find((l) => l.tokenHash === tokenHash);
    return r ? structuredClone(r) : null;
  }
  async findByKeyHash(keyHash: string): Promise<ShortlistLink | null> {
    const r = this.rows.find((l) => l.keyHash === keyHash);
    return r ? structuredClone(r) : null;
  }
  async stop(id: string, at: Date): Promise<boolean> {
    const r = this.rows.find((l) => l.id === id);
    if (!r || r.stoppedAt) return false;
    r.stoppedAt = new Date(at);
    r.vendorIds = [];
    return true;
  }
}
