import type { ComponentType } from 'react';
import type { RemoteName } from './route-table';

type RoutesModule = { default: ComponentType };

/** On-demand loaders: a remote's entry is fetched the first time one of its routes is shown. */
export const remoteLoaders: Record<RemoteName, () => Promise<RoutesModule>> = {
  public: () => import('public/routes'),
  vendor: () => import('vendor/routes'),
  admin: () => import('admin/routes'),
};
