import { startTransition, useEffect, useState } from 'react';
import { getCategories, type Category } from '@uwd/api-client';

export type CategoriesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; categories: Category[] };

export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getCategories({ signal: controller.signal })
      .then((categories) => {
        const sorted = [...categories].sort((a, b) => a.sortOrder - b.sortOrder);
        // A transition: React renders the tiles in short slices (no long task on a slow phone).
        startTransition(() => setState({ status: 'ready', categories: sorted }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, []);
  return state;
}
