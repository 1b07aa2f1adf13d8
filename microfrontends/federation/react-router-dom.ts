/**
 * What the shell provides to every container under the shared name `react-router-dom`.
 *
 * A federated singleton cannot be tree-shaken by the bundler (any consumer might use any
 * export), and the full react-router-dom 7 is ~70 KB gzip, mostly data-router, framework-mode
 * and RSC code this app never runs. This module re-exports the declarative ("component
 * router") API only: ~16 KB gzip, one copy for the whole page.
 *
 * Apps keep writing `import { Link } from 'react-router-dom'`. TypeScript resolves that
 * specifier to this file (tsconfig.base.json `paths`), so using an export that is not listed
 * here is a type error, not a runtime `undefined`. Need another export? Add it here.
 */
export {
  // components
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  // hooks
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  // utilities
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  NavigationType,
} from 'react-router';

export type {
  BrowserRouterProps,
  MemoryRouterProps,
  RouterProps,
  RoutesProps,
  RouteProps,
  PathRouteProps,
  IndexRouteProps,
  LayoutRouteProps,
  LinkProps,
  NavLinkProps,
  NavLinkRenderProps,
  NavigateProps,
  OutletProps,
  NavigateFunction,
  NavigateOptions,
  Location,
  Path,
  To,
  Params,
  PathMatch,
  PathPattern,
  RouteObject,
  RouteMatch,
  SetURLSearchParams,
  URLSearchParamsInit,
  ParamKeyValuePair,
} from 'react-router';
