import type { Knex } from 'knex';
import type { ShortlistLinkRepository } from '../../../../application/ports/shortlist-link-repository.ts';
import type { ShortlistLink, ShortlistLinkKind } from '../../../../domain/couples/shortlist-link.ts';
import { date, dateOrNull, json, type Row } from '../rows.ts';

const toLink = (r: Row): ShortlistLink => ({
  id: String(r.id),
  kind: String(r.kind) as ShortlistLinkKind,
  vendorIds: json<unknown[]>(r.vendor_ids, []).filter((id): id is string => typeof id === 'string'),
  tokenHash: String(r.token_hash),
  keyHash: String(r.key_hash),
  createdAt: date(r.created_at),
  expiresAt: date(r.expires_at),
  stoppedAt: dateOrNull(r.stopped_at),
});

/** The shortlist links (issue 39): the saved vendors' ids as JSON text, the two hashes and the times. */
export class KnexShortlistLinkRepository implements ShortlistLinkRepository {
  constructor(private readonly knex: Knex) {}

  async create(link: ShortlistLink): Promise<void> {
    await this.knex('shortlist_links').insert({
      id: link.id,
      kind: link.kind,
      vendor_ids: JSON.stringify(link.vendorIds),
      token_hash: link.tokenHash,
      key_hash: link.keyHash,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      stopped_at: link.stoppedAt,
    });
  }

  async findByTokenHash(tokenHash: string): Promise<ShortlistLink | null> {
    const r = (await this.knex('shortlist_links').where({ token_hash: tokenHash }).first()) as Row | undefined;
    return r ? toLink(r) : null;
  }

  async findByKeyHash(keyHash: string): Promise<ShortlistLink | null> {
    const r = (await this.knex('shortlist_links').where({ key_hash: keyHash }).first()) as Row | undefined;
    return r ? toLink(r) : null;
  }

  async stop(id: string, at: Date): Promise<boolean> {
    const changed = await this.knex('shortlist_links').where({ id }).whereNull('stopped_at').update({ stopped_at: at, vendor_ids: '[]' });
    return changed > 0;
  }
}
