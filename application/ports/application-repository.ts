import type { Application } from '../../domain/applications/application.ts';
import type { CardSummary } from '../../domain/payments/card.ts';

export interface ApplicationRepository {
  create(application: Application): Promise<void>;
  findById(id: string): Promise<Application | null>;
}

/** Card summaries (brand, last 4, expiry, cardholder). A real processor plugs in behind this port later. */
export interface PaymentMethodRepository {
  create(id: string, card: CardSummary, at: Date): Promise<void>;
}
