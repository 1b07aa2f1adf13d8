import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../application/ports/clock.ts';
import type { IdGenerator } from '../../../application/ports/id-generator.ts';
import type { UseCaseSettings } from '../../../application/wiring.ts';
import { resolveAll } from '../../../application/wiring.ts';
import { TOKENS } from '../tokens.ts';
import { useCases } from './module.ts';

/** A step two use cases share, built from a port and the settings. */
class StampStep {
  static readonly inject = ['Clock', 'Settings'] as const;
  constructor(
    readonly clock: Clock,
    readonly settings: Pick<UseCaseSettings, 'publicBaseUrl'>,
  ) {}
}

class StampThing {
  static readonly inject = ['IdGenerator', StampStep] as const;
  constructor(
    readonly ids: IdGenerator,
    readonly step: StampStep,
  ) {}
  execute() {
    return `${this.ids.next()}@${this.step.clock.now().toISOString()} on ${this.step.settings.publicBaseUrl}`;
  }
}

/** Names its ports in the wrong order: the compiler refuses to resolve it. */
class Miswired {
  static readonly inject = ['Clock', 'IdGenerator'] as const;
  constructor(
    readonly ids: IdGenerator,
    readonly clock: Clock,
  ) {}
}

const container = () => {
  const c = new Container({ defaultScope: 'Singleton' });
  let n = 0;
  c.bind<Clock>(TOKENS.Clock).toConstantValue({ now: () => new Date('2026-11-25T09:00:00Z') });
  c.bind<IdGenerator>(TOKENS.IdGenerator).toConstantValue({ next: () => `id${++n}` });
  c.bind<UseCaseSettings>(TOKENS.Settings).toConstantValue({ adminEmails: [], publicBaseUrl: 'https://example.test', requestsPerHour: 5 });
  return c;
};

describe('use cases resolved by class from the ports they name', () => {
  it('builds a use case and the step it names from their inject lists, with no binding written for either', () => {
    const use = useCases(container());
    expect(use(StampThing).execute()).toBe('id1@2026-11-25T09:00:00.000Z on https://example.test');
  });

  it('builds each class once per container (singletons), whoever resolves it first', () => {
    const c = container();
    const thing = useCases(c)(StampThing);
    expect(useCases(c)(StampThing)).toBe(thing);
    expect(useCases(c)(StampStep)).toBe(thing.step);
    expect(useCases(container())(StampThing)).not.toBe(thing);
  });

  it('resolves a route group’s map of use cases by the names its handlers call them', () => {
    const { stamp, step } = resolveAll(useCases(container()), { stamp: StampThing, step: StampStep });
    expect(stamp.step).toBe(step);
  });

  it('refuses at compile time a class whose inject list does not fit its constructor', () => {
    const use = useCases(container());
    // @ts-expect-error -- inject names Clock, IdGenerator; the constructor takes IdGenerator, Clock.
    const resolve = () => use(Miswired);
    expect(resolve).toBeTypeOf('function');
  });
});
