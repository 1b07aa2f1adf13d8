import type { DeliveredInquiryTimes, RankingRepository, ReplyTimeChange } from '../../../application/ports/ranking-repository.ts';

/**
 * The ranking sweeps' port in memory: delivered inquiries' times as given (`deliver`), the badges written,
 * each vendor's rotation day, and every write statement counted (the sweeps must batch, not go per vendor).
 */
export class InMemoryRanking implements RankingRepository {
  readonly inquiries: DeliveredInquiryTimes[] = [];
  readonly badges = new Map<string, number>();
  /** Vendor id → the day its rotation key was drawn for (null: none yet). */
  readonly rotationDays = new Map<string, string | null>();
  writeStatements = 0;

  deliver(vendorId: string, receivedAt: Date, firstRepliedAt: Date | null): void {
    this.inquiries.push({ vendorId, receivedAt, firstRepliedAt });
  }

  async deliveredInquiryTimes(from: Date, to: Date): Promise<DeliveredInquiryTimes[]> {
    return this.inquiries.filter((i) => i.receivedAt >= from && i.receivedAt <= to).map((i) => ({ ...i }));
  }

  async replyTimeBadges(): Promise<Map<string, number>> {
    return new Map(this.badges);
  }

  async setReplyTimes(changes: readonly ReplyTimeChange[]): Promise<number> {
    this.writeStatements++;
    for (const c of changes) {
      if (c.hours === null) this.badges.delete(c.vendorId);
      else this.badges.set(c.vendorId, c.hours);
    }
    return changes.length;
  }

  async rotate(day: string): Promise<number> {
    this.writeStatements++;
    let n = 0;
    for (const [id, d] of this.rotationDays) {
      if (d !== day) {
        this.rotationDays.set(id, day);
        n++;
      }
    }
    return n;
  }
}
