import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { errorBody } from './errors.ts';

/** Field path → first message, e.g. { "location.city": "City is required" }. */
export const fieldErrors = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
};

/**
 * zValidator with our error shape: a 400 with every field's message. Unknown fields are stripped by the
 * schemas (zod objects strip by default), so a client cannot smuggle extra columns through.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const fields = fieldErrors(result.error.issues);
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return c.json(errorBody('VALIDATION_FAILED', first, fields), 400);
    }
    return undefined;
  });
