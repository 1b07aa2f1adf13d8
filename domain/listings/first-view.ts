/**
 * The first view of a public page (ADR 9): what the server has read for the page, in the API's answer
 * shapes, handed to the public remote's own components to be drawn into the HTML before the app runs
 * (microfrontends/public/src/first-view/render.tsx, built for the server; adapters/http/web.ts loads it).
 */
import type { CategorySlug } from '../categories/category.ts';
import type { UnlistedAnswer, VendorDto, VendorSummaryDto } from './vendor-answers.ts';
import type { ListScope } from './vendor-list-view.ts';

/** A list's first screen: its lead, its count, its first cards, and (under guests or budget) what they have not stated. */
interface ListScreen {
  lead: string | null;
  total: number;
  cards: VendorSummaryDto[];
  unlisted?: UnlistedAnswer;
}

export type FirstView =
  | { kind: 'home' }
  | ({ kind: 'list'; scope: ListScope; block: 'featured' | 'others' } & ListScreen)
  /** `about`: the filter's own text, already through the server's sanitizer. */
  | ({ kind: 'landing'; categorySlug: CategorySlug; categoryName: string; heading: string; about?: string } & ListScreen)
  | { kind: 'vendor'; vendor: VendorDto };

/**
 * The built module's one export: the page at `url` (its path and the query the view was read for) as HTML,
 * and its stylesheets as `<remote>/<name>` of the remote's built `assets/<name>-<hash>.css`.
 */
export type RenderFirstView = (view: FirstView, url: string) => { html: string; styles: string[] };
