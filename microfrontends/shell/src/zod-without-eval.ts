import { config } from 'zod';

/**
 * The site's Content-Security-Policy allows no eval (ADR 8). zod compiles a fast parser for each object
 * schema with `new Function` when it may, and to find out it tries `new Function('')` once: under the
 * policy that try is refused and reported as a violation even though zod catches it. Every remote's copy
 * of zod reads one global configuration, so turning the compiler off here — before any remote (and any
 * schema) is loaded — keeps every page free of violations. Parsing stays the same, just interpreted.
 */
config({ jitless: true });
