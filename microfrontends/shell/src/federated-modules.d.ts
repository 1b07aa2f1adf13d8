// Federated modules exposed by the remotes (each `./routes` default-exports a <Routes> component).
declare module 'public/routes' {
  import type { ComponentType } from 'react';
  const Routes: ComponentType;
  export default Routes;
}
declare module 'vendor/routes' {
  import type { ComponentType } from 'react';
  const Routes: ComponentType;
  export default Routes;
}
declare module 'admin/routes' {
  import type { ComponentType } from 'react';
  const Routes: ComponentType;
  export default Routes;
}
