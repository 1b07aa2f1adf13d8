import type { z } from 'zod';
import { isApiError } from '@uwd/api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed parse (a form shows one message under each field). */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** The field messages of a 400 answer, or null. */
export const serverFieldErrors = (error: unknown): FieldErrors | null => {
  const fields = isApiError(error) && error.status === 400 ? error.apiError?.fields : undefined;
  return fields && Object.keys(fields).length > 0 ? fields : null;
};
