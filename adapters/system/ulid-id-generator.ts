import { monotonicFactory } from 'ulid';
import type { IdGenerator } from '../../application/ports/id-generator.ts';

export class UlidIdGenerator implements IdGenerator {
  private readonly factory = monotonicFactory();
  next(): string {
    return this.factory();
  }
}
