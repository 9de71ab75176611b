// The router every app uses, one instance for the whole site. React Router itself is not a federation
// singleton: shared whole, none of it can be tree-shaken (60 KB gzipped on every page). This module
// is shared like the rest of `shared/`, so the apps get one router carrying only what they use.
// Add an export here when a screen needs one; tests, which are not federated, import 'react-router'.
// Each export weighs on every page's first load: Outlet and useSearchParams (~0.6 KB together) are
// left out, and the back office builds both on the contexts and hooks below.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router';

// A remote page is a React root of its own (shell/src/federation/remote-island.tsx); these carry the
// shell's router into it, so its links, navigation and nested routes are the shell's.
export {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router';
