import type { Application } from '../../domain/applications/application.ts';
import type { CardSummary } from '../../domain/payments/card.ts';

export interface ApplicationRepository {
  create(application: Application): Promise<void>;
  findById(id: string): Promise<Application | null>;
  /**
   * Moves a pending application to approved or rejected, atomically: true when this call made the change,
   * false when it was no longer pending (another admin was first).
   */
  markProcessed(
    id: string,
    change: { status: 'approved' | 'rejected'; rejectionReason: string | null; vendorId: string | null; processedBy: string | null; at: Date },
  ): Promise<boolean>;
  /** Links a processed application to the listing it created. */
  attachVendor(id: string, vendorId: string): Promise<void>;
}

/** Card summaries (brand, last 4, expiry, cardholder). A real processor plugs in behind this port later. */
export interface PaymentMethodRepository {
  create(id: string, card: CardSummary, at: Date): Promise<void>;
}
