import type { Container, ServiceIdentifier } from 'inversify';
import type { ApiRoutes } from '../../../adapters/http/app.ts';
import type { MediaUrl } from '../../../adapters/http/dto/vendor-dto.ts';
import type { FileStorage } from '../../../application/ports/file-storage.ts';
import type { Injectable, UseCases } from '../../../application/wiring.ts';
import type { AppConfig } from '../config.ts';
import { TOKENS } from '../tokens.ts';

/**
 * One bounded context's part of the composition (ADR 12): it binds its adapters under port tokens and
 * contributes its API routes. Use cases bind themselves: each names its ports in `static inject`, and
 * `useCases(c)` builds it from them the first time it is resolved, so a new use case is wired by nothing
 * but its own file.
 */
export interface AppModule {
  bind(c: Container, config: AppConfig): void;
  /** The context's routes under /api, mounted in the order of the module list. */
  routes?(c: Container, config: AppConfig, use: UseCases): ApiRoutes[];
}

/** Where the browser loads a stored photo from. */
export const mediaUrlOf = (c: Container): MediaUrl => {
  const storage = c.get<FileStorage>(TOKENS.FileStorage);
  return storage.publicUrl.bind(storage);
};

/** The container's token for a port name, or the step's class. */
const identifierOf = (dependency: Injectable['inject'][number]): ServiceIdentifier => (typeof dependency === 'string' ? TOKENS[dependency] : dependency);

/**
 * Resolves use cases (and the transactional steps they share) by class: the first time, the class is bound
 * as a singleton built from the ports its `inject` names, in constructor order; the steps it names are bound
 * the same way first. The compiler checks `inject` against the constructor where a class is resolved.
 */
export const useCases = (c: Container): UseCases => {
  const bindOnce = (type: Injectable): void => {
    if (c.isBound(type)) return;
    for (const d of type.inject) if (typeof d !== 'string') bindOnce(d);
    c.bind(type)
      .toResolvedValue((...args: unknown[]) => new (type as unknown as new (...a: unknown[]) => unknown)(...args), type.inject.map(identifierOf))
      .inSingletonScope();
  };
  return ((type: Injectable) => {
    bindOnce(type);
    return c.get(type);
  }) as UseCases;
};
