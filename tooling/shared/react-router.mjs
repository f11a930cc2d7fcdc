// What the site's builds use of react-router, shared under the key `react-router`
// (tooling/webpack.mf.cjs), from the package's published entry. A shared module is never
// tree-shaken (any remote may use any export), so sharing the whole package ships its server
// rendering, form and fetcher APIs to every page. Tests import react-router itself. A build
// importing a name missing here fails (shared-subsets.cjs): add the name. The host provides it
// (its alias to this file does not apply to this file's own import: tooling/webpack.mf.cjs); a
// remote consumes it, with the whole package as the fallback of a standalone remote.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
