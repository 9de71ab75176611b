import {
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { OUTLET_ATTRIBUTE, islandIdPrefix } from 'shared/contract/remote-pages';
import { SERVER_DRAWN_CHILDREN } from 'shared/contract/server-drawn-children';
import { ENGLISH_TEXT, TextProvider, hasNamespace, usePageText } from 'shared/i18n/text';
import { LocationContext, NavigationContext, RouteContext } from 'shared/routing/router';
import { StoreProvider, useAppStore } from 'shared/store/hooks';
import { wasTouched } from 'shared/forms/held-events';
import { LiveMark } from './live-mark';
import type { RemoteName } from './remote-modules';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComponent = ComponentType<any>;

interface RemoteIslandProps {
  remote: RemoteName;
  /** The exposed module; `remote/module` names the outlet, so the server knows what to put in it. */
  module: string;
  /** The loaded module; null while it loads (the server's HTML, if any, stays meanwhile). */
  Module: AnyComponent | null;
  /** Wraps the module in the island (the error boundary with its Retry). */
  frame: (module: AnyComponent) => ReactNode;
  /** Called when the island wants its module: at once, or at first use for a form the server drew. */
  onWanted: () => void;
}

interface Place {
  pathname: string;
  search: string;
  state: unknown;
}

/** The same page, though perhaps another place in it (its address differs in the fragment alone). */
const samePage = (a: Place, b: Place) =>
  a.pathname === b.pathname && a.search === b.search && a.state === b.state;

/** What counts as starting to use an island that waits for its first interaction. */
const FIRST_USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'change'] as const;

/**
 * Calls `want` at once, or, when the server drew the island's page and said to take it over at first
 * use (data-hydrate="interaction"), when it is first touched, clicked, typed in or focused, or when
 * the page moves on (`moved`), unless the address carries a link's value in its fragment. Its code was announced (preloaded) with the page, so taking it on
 * then costs no round trip.
 */
function useWanted(outlet: RefObject<HTMLDivElement | null>, id: string, moved: boolean, want: () => void) {
  useEffect(() => {
    if (moved) want();
  }, [moved, want]);
  useEffect(() => {
    const container = outlet.current;
    const drawn = container?.firstChild && container.dataset.prerendered === id;
    // A link that brought a value in its fragment (an emailed reset link, `#reset=…`) is for the page
    // to act on: it is taken over at once.
    const waits =
      drawn &&
      container.dataset.hydrate === 'interaction' &&
      !wasTouched(container) &&
      !location.hash.includes('=');
    if (!container || !waits) return want();
    // Heard on the window, not the outlet: the page's first script stops a held event (a file chosen
    // by dropping it on its field, with no press before) at the window, and the outlet would never
    // hear of it; a listener on the window itself still does.
    const start = (event: Event) => {
      if (!(event.target instanceof Node) || !container.contains(event.target)) return;
      for (const type of FIRST_USE) window.removeEventListener(type, start, true);
      want();
    };
    for (const type of FIRST_USE) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_USE) window.removeEventListener(type, start, true);
    };
    // Once, for the outlet as the page arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A remote's page as a React root of its own inside the shell's page. Pre-rendered by the remote's
 * own build and put in by the server, it is hydrated where it stands; otherwise it is drawn afresh.
 * The shell's store and router reach it through their contexts, so to the page nothing differs.
 */
export function RemoteIsland({ remote, module, Module, frame, onWanted }: RemoteIslandProps) {
  const id = `${remote}/${module}`;
  const outlet = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const store = useAppStore();
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  const text = usePageText();
  const [empty, setEmpty] = useState(false);
  // The server drew the island for the location the page arrived at; after a navigation (a sign-up
  // that leads to sign-in with the address filled in, say) it is drawn afresh, not hydrated. A move to
  // a fragment of the same page (the skip link) is not one: the server's page stays and is taken over.
  const [arrivedAt] = useState(location.location);
  const moved = !samePage(location.location, arrivedAt);

  useEffect(() => setEmpty(!outlet.current?.firstChild), []);
  useWanted(outlet, id, moved, onWanted);

  useLayoutEffect(() => {
    const container = outlet.current;
    if (!Module || !container) return;
    // A remote with no texts of its own in the page's language (one not translated yet, or an older
    // release) draws English: marked so, the page stays valid and is read aloud in the right voice.
    // Set here rather than by React: the server marks the composed page's outlet the same way.
    // All of it, shared parts included, so it matches the English page the server put in.
    const english = text.language !== 'en' && !hasNamespace(remote);
    if (english) container.setAttribute('lang', 'en');
    else container.removeAttribute('lang');
    const tree = (
      <StoreProvider store={store}>
        <TextProvider text={english ? ENGLISH_TEXT : text}>
          <NavigationContext.Provider value={navigation}>
            <LocationContext.Provider value={location}>
              <RouteContext.Provider value={route}>
                <LiveMark container={container}>{frame(Module)}</LiveMark>
              </RouteContext.Provider>
            </LocationContext.Provider>
          </NavigationContext.Provider>
        </TextProvider>
      </StoreProvider>
    );
    if (root.current) {
      root.current.render(tree);
    } else if (!moved && container.firstChild && container.dataset.prerendered === id) {
      // As the shell's own hydration (bootstrap.tsx): a transition, so the page's hydration yields to
      // the browser every few milliseconds instead of holding the main thread for the whole page.
      startTransition(() => {
        root.current = hydrateRoot(container, tree, { identifierPrefix: islandIdPrefix(remote, module) });
      });
    } else {
      container.replaceChildren();
      root.current = createRoot(container, { identifierPrefix: islandIdPrefix(remote, module) });
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
        dangerouslySetInnerHTML={SERVER_DRAWN_CHILDREN}
        suppressHydrationWarning
      />
    </>
  );
}

export function PageLoading() {
  return (
    <div className="page-loading container" role="status" aria-live="polite">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
