import { getCategories, type Category } from '@uwd/api-client';
import { useResource } from '@uwd/ui';

export type CategoriesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; categories: Category[] };

const loadCategories = async (signal: AbortSignal) =>
  [...(await getCategories({ signal }))].sort((a, b) => a.sortOrder - b.sortOrder);

export function useCategories(): CategoriesState {
  const { state } = useResource('categories', loadCategories);
  return state.status === 'ready' ? { status: 'ready', categories: state.data } : state;
}
