import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { OUTLET_ATTRIBUTE, islandIdPrefix } from 'shared/contract/remote-pages';
import { LocationContext, NavigationContext, RouteContext } from 'shared/routing/router';
import { StoreProvider, useAppStore } from 'shared/store/hooks';
import { markLive } from 'shared/ui/held-events';
import type { RemoteName } from './remote-modules';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;

/** React keeps its hands off the outlet's children: the server's HTML, then the island's root. */
const KEEP_CHILDREN = { __html: '' };

interface RemoteIslandProps {
  remote: RemoteName;
  /** `marketing/HomePage`: names the outlet, so the server knows which page to put in it. */
  id: string;
  /** The loaded module; null while it loads (the server's HTML, if any, stays meanwhile). */
  Module: AnyComponent | null;
  /** Wraps the module in the island (the error boundary with its Retry). */
  frame: (module: AnyComponent) => ReactNode;
}

/**
 * A remote's page as a React root of its own inside the shell's page. Pre-rendered by the remote's
 * own build and put in by the server, it is hydrated where it stands; otherwise it is drawn afresh.
 * The shell's store and router reach it through their contexts, so to the page nothing differs.
 */
export function RemoteIsland({ remote, id, Module, frame }: RemoteIslandProps) {
  const outlet = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const store = useAppStore();
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  const [empty, setEmpty] = useState(false);

  useEffect(() => setEmpty(!outlet.current?.firstChild), []);

  useLayoutEffect(() => {
    const container = outlet.current;
    if (!Module || !container) return;
    const tree = (
      <StoreProvider store={store}>
        <NavigationContext.Provider value={navigation}>
          <LocationContext.Provider value={location}>
            <RouteContext.Provider value={route}>
              <Live scope={container}>{frame(Module)}</Live>
            </RouteContext.Provider>
          </LocationContext.Provider>
        </NavigationContext.Provider>
      </StoreProvider>
    );
    if (root.current) {
      root.current.render(tree);
    } else if (container.firstChild && container.dataset.prerendered === id) {
      root.current = hydrateRoot(container, tree, { identifierPrefix: islandIdPrefix(remote) });
    } else {
      container.replaceChildren();
      root.current = createRoot(container, { identifierPrefix: islandIdPrefix(remote) });
      root.current.render(tree);
    }
  });

  // Unmounted after the shell's own commit: a root may not be unmounted while React renders.
  useEffect(
    () => () => {
      const island = root.current;
      root.current = null;
      if (island) setTimeout(() => island.unmount());
    },
    [],
  );

  return (
    <>
      {empty && !Module ? <PageLoading /> : null}
      <div
        ref={outlet}
        className="remote-outlet"
        {...{ [OUTLET_ATTRIBUTE]: id }}
        dangerouslySetInnerHTML={KEEP_CHILDREN}
        suppressHydrationWarning
      />
    </>
  );
}

/** Once the island has been drawn or hydrated, what was clicked in it before then happens. */
function Live({ scope, children }: { scope: Element; children: ReactNode }) {
  useEffect(() => markLive(scope), [scope]);
  return children;
}

export function PageLoading() {
  return (
    <div className="page-loading container" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
