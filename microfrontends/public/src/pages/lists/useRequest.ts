import { useResource, type ResourceState } from '@uwd/ui';

export type RequestState<T> = ResourceState<T>;

/**
 * A thin alias of `useResource` (@uwd/ui, the one data-loading hook) in the shape the list pages read:
 * the state itself plus `retry`. Kept for VendorListPage and FilterLandingPage until they are split (issue
 * 16, render point); new code calls useResource.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> & { retry: () => void } {
  const { state, retry } = useResource(key, load);
  return { ...state, retry };
}
