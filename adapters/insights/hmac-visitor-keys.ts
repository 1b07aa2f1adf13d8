import { createHmac, randomBytes } from 'node:crypto';
import { addDays, visitorKeyMaterial } from '../../domain/insights/counting.ts';
import type { VisitorKeys } from '../../application/ports/insights.ts';

/** Where the New York day's random salt lives: this process's memory, or Redis shared by every API process. */
export interface DailySalts {
  saltFor(day: string): Promise<Buffer>;
}

/** The embedded profile: a random salt per day in memory, gone with the process (and after two days). */
export class InMemoryDailySalts implements DailySalts {
  private readonly salts = new Map<string, Buffer>();

  async saltFor(day: string): Promise<Buffer> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = randomBytes(32);
      this.salts.set(day, salt);
      for (const d of this.salts.keys()) if (d < addDays(day, -1)) this.salts.delete(d);
    }
    return salt;
  }
}

/**
 * The visitor key: HMAC-SHA256(the day's salt, address), 128 bits of it in base64url. Without the salt,
 * which is never written to the database and is thrown away after its day, the key cannot be turned back
 * into an address, nor linked to the same address's key of another day.
 */
export class HmacVisitorKeys implements VisitorKeys {
  constructor(private readonly salts: DailySalts) {}

  async keyOf(day: string, address: string): Promise<string> {
    const salt = await this.salts.saltFor(day);
    return createHmac('sha256', salt).update(visitorKeyMaterial(address)).digest('base64url').slice(0, 22);
  }
}
