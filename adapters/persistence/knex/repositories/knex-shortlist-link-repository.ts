import type { Knex } from 'knex';
import type { ShortlistLinkRepository } from '../../../../application/ports/shortlist-link-repository.ts';
import type { ShortlistLink, ShortlistLinkKind } from '../../../../domain/couples/shortlist-link.ts';
import { columnsOf, date, dateOrNull, firstOf, json, type Row } from '../rows.ts';

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
    await this.knex('shortlist_links').insert({ ...columnsOf(link), vendor_ids: JSON.stringify(link.vendorIds) });
  }

  async findByTokenHash(tokenHash: string): Promise<ShortlistLink | null> {
    return firstOf(this.knex('shortlist_links').where({ token_hash: tokenHash }), toLink);
  }

  async findByKeyHash(keyHash: string): Promise<ShortlistLink | null> {
    return firstOf(this.knex('shortlist_links').where({ key_hash: keyHash }), toLink);
  }

  async stop(id: string, at: Date): Promise<boolean> {
    return (await this.knex('shortlist_links').where({ id }).whereNull('stopped_at').update({ stopped_at: at, vendor_ids: '[]' })) > 0;
  }
}
