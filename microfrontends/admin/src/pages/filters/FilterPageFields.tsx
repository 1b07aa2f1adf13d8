import { type ChangeEvent } from 'react';
import { CheckTile, TextAreaField, TextField } from '@uwd/ui';
import { SEO_FILTER_LIMITS, parseMetaKeywords } from '@domain/filters/seo-filter-form';
import { filterFieldId, type FilterField, type FilterFormValues } from './filter-form';

const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 160;

/** The create/edit form of an SEO filter landing page. */
type Field = (key: Exclude<FilterField, 'isActive'>) => {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/** The form's 'Search Engines' and 'Page' fieldsets: SEO title, description, keywords, content, order and visibility. */
export function FilterPageFields({ values, field, set, saving }: { values: FilterFormValues; field: Field; set: <K extends FilterField>(key: K, value: FilterFormValues[K]) => void; saving: boolean }) {
  const keywords = parseMetaKeywords(values.metaKeywords);
  return (
    <>
      <fieldset className="af-fieldset" disabled={saving}>
        <legend className="af-fieldset__legend">Search Engines</legend>
        <TextField
          {...field('seoTitle')}
          label="SEO Title"
          required
          maxLength={SEO_FILTER_LIMITS.seoTitle}
          placeholder="Barn Wedding Venues in Upstate SC | Upstate Wedding Directory"
          hint={<LengthHint length={values.seoTitle.trim().length} shown={TITLE_SHOWN} what="The page title in search results and browser tabs." />}
        />
        <TextAreaField
          {...field('seoDescription')}
          label="SEO Description"
          required
          rows={3}
          maxLength={SEO_FILTER_LIMITS.seoDescription}
          hint={<LengthHint length={values.seoDescription.trim().length} shown={DESCRIPTION_SHOWN} what="The summary under the title in search results." />}
        />
        <TextField
          {...field('metaKeywords')}
          label="Meta Keywords"
          placeholder="barn wedding venue, rustic wedding, upstate sc"
          hint={`Separate keywords with commas.${keywords.length ? ` ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}.` : ''}`}
        />
      </fieldset>

      <fieldset className="af-fieldset" disabled={saving}>
        <legend className="af-fieldset__legend">Page</legend>
        <TextAreaField
          {...field('content')}
          label="Content"
          rows={8}
          className="af-content-field"
          hint="Shown on the landing page. HTML is allowed (p, h2, h3, strong, em, u, lists, links, blockquote); anything else is removed when the page is shown."
        />
        <div className="af-grid af-grid--2">
          <TextField
            {...field('sortOrder')}
            type="number"
            label="Sort Order"
            min={0}
            step={1}
            inputMode="numeric"
            hint="Lower numbers come first in their category."
          />
          <div className="field">
            <p className="field__label" aria-hidden="true">
              Visibility
            </p>
            <CheckTile
              id={filterFieldId('isActive')}
              label="Active"
              description="Active pages are public and listed."
              checked={values.isActive}
              onChange={(checked) => set('isActive', checked)}
            />
          </div>
        </div>
      </fieldset>
    </>
  );
}

function LengthHint({ length, shown, what }: { length: number; shown: number; what: string }) {
  return (
    <>
      {what}{' '}
      <span className={length > shown ? 'af-length af-length--long' : 'af-length'}>
        {length} characters{length > shown ? ` (about ${shown} are shown)` : ''}
      </span>
    </>
  );
}
