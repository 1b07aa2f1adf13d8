/**
 * DTOs as the API speaks them (SPEC §3, §7). Ids are strings called `_id`. Every answer type of this package
 * is inferred from its zod schema in `domain/` (`*-answers.ts`), the same schema the server's mappers are
 * typed by and the HTTP tests check each answer against: type-only imports, so no zod reaches the bundle.
 */
import type { CategoryDto } from '@domain/categories/category-answers';
import type { AccountDto, VendorProfileSummary as VendorProfileSummaryDto } from '@domain/identity/account-answers';
import type { OkAnswer, OkMessageAnswer } from '@domain/shared/answers';

export type Category = CategoryDto;
export type VendorProfileSummary = VendorProfileSummaryDto;
export type User = AccountDto;
/** `{ success: true }`, with the server's words when it sends some. */
export type SuccessResponse = OkAnswer & Partial<Pick<OkMessageAnswer, 'message'>>;
