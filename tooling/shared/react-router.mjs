// What the site uses of react-router, shared under the key `react-router` (tooling/webpack.mf.cjs).
// A shared module is never tree-shaken (any remote may use any export), so sharing the whole
// package ships its server rendering, form and fetcher APIs to every page; this list is the API
// the packages' builds use (tests import react-router itself), from the package's production build. A name missing
// here is undefined at run time (webpack warns at build time): add it.
export {
  Link,
  NavLink,
  Navigate,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
} from '../../node_modules/react-router/dist/production/index.mjs';
