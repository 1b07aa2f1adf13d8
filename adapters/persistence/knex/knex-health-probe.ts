import type { Knex } from 'knex';
import type { HealthProbe } from '../../../application/ports/health-probe.ts';

export class KnexHealthProbe implements HealthProbe {
  readonly name = 'database';
  constructor(private readonly knex: Knex) {}
  async check(): Promise<void> {
    await this.knex.raw('select 1');
  }
}
