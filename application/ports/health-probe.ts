/** A dependency the readiness check asks: the database, the queue, storage. */
export interface HealthProbe {
  name: string;
  check(): Promise<void>;
}
