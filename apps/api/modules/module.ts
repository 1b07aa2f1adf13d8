import type { Container, MapToResolvedValueInjectOptions } from 'inversify';
import type { ApiRoutes } from '../../../adapters/http/app.ts';
import type { MediaUrl } from '../../../adapters/http/dto/vendor-dto.ts';
import type { FileStorage } from '../../../application/ports/file-storage.ts';
import type { AppConfig } from '../config.ts';
import { TOKENS } from '../tokens.ts';

/**
 * One bounded context's part of the composition (ADR 12): it binds its adapters under port tokens and its
 * use cases under their classes (explicit factories: esbuild emits no decorator metadata), and contributes
 * its API routes. Modules may resolve each other's use cases by class; nothing is listed twice.
 */
export interface AppModule {
  bind(c: Container, config: AppConfig): void;
  /** The context's routes under /api, mounted in the order of the module list. */
  routes?(c: Container, config: AppConfig): ApiRoutes[];
}

/** Where the browser loads a stored photo from. */
export const mediaUrlOf = (c: Container): MediaUrl => {
  const storage = c.get<FileStorage>(TOKENS.FileStorage);
  return (key: string) => storage.publicUrl(key);
};

/**
 * Binds a use case (or a transactional step) under its class, built from the ports and steps it names, in
 * constructor order: one line per use case. Use cases that also take settings bind with a factory.
 */
export const bindClass = <T, A extends unknown[]>(c: Container, type: new (...args: A) => T, deps: MapToResolvedValueInjectOptions<A>): void => {
  c.bind<T>(type).toResolvedValue((...args: A) => new type(...args), deps);
};
