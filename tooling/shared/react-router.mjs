// What the site's builds use of react-router, shared under the key `react-router`
// (tooling/webpack.mf.cjs), from the package's production build. A shared module is never
// tree-shaken (any remote may use any export), so sharing the whole package ships its server
// rendering, form and fetcher APIs to every page. Tests import react-router itself. A build
// importing a name missing here fails (shared-subsets.cjs): add the name.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
} from '../../node_modules/react-router/dist/production/index.mjs';
