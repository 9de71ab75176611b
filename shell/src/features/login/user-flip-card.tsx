import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'shared/routing/router';
import type { RemoteModule } from '../../federation/remote-modules';
import { RemotePage } from '../../federation/remote-page';
import { useShellText } from '../../i18n/shell-text';

type Face = 'signin' | 'signup';

/** Each face; its words are keys of the shell's texts (shell/src/i18n/). */
const FACES: Array<{
  face: Face;
  tab: string;
  module: RemoteModule<'userPortal'>;
  switchText: string;
  switchLabel: string;
}> = [
  {
    face: 'signin',
    tab: 'Sign in',
    module: 'UserSignIn',
    switchText: 'New here?',
    switchLabel: 'Create an account',
  },
  {
    face: 'signup',
    tab: 'Sign up',
    module: 'UserSignUp',
    switchText: 'Already registered?',
    switchLabel: 'Sign in instead',
  },
];

/** A ref callback that keeps the face's element in `store`. */
const fileUnder =
  <T,>(store: RefObject<Record<Face, T | null>>, face: Face) =>
  (element: T | null) => {
    store.current[face] = element;
  };

const faceFromHash = (hash: string): Face => (hash === '#signup' ? 'signup' : 'signin');

/**
 * The flip card: user sign-in on the front, sign-up on the back. For assistive technology
 * it is a pair of tabs (arrow keys move between them); the hidden face is inert, so neither the
 * keyboard nor a screen reader lands in it. The turn is skipped when reduced motion is asked for.
 */
export function UserFlipCard() {
  const t = useShellText();
  const location = useLocation();
  // A new visit to /login (say, after registering) starts on the front, or on #signup when asked.
  const [chosen, setChosen] = useState<{ face: Face; forKey: string } | null>(null);
  const face = chosen && chosen.forKey === location.key ? chosen.face : faceFromHash(location.hash);
  const focusInto = useRef<Face | null>(null);
  const tabs = useRef<Record<Face, HTMLButtonElement | null>>({ signin: null, signup: null });
  const panels = useRef<Record<Face, HTMLDivElement | null>>({ signin: null, signup: null });

  useEffect(() => {
    const target = focusInto.current;
    if (!target || target !== face) return;
    focusInto.current = null;
    const panel = panels.current[target];
    const field = panel?.querySelector<HTMLElement>('input, select, textarea, button');
    (field ?? panel)?.focus({ preventScroll: true });
  }, [face]);

  function show(next: Face, moveFocus: 'tab' | 'panel' | 'none') {
    setChosen({ face: next, forKey: location.key });
    if (moveFocus === 'tab') tabs.current[next]?.focus();
    if (moveFocus === 'panel') focusInto.current = next;
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const order: Face[] = ['signin', 'signup'];
    const index = order.indexOf(face);
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: order.length - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    show(order[(keys[event.key] + order.length) % order.length], 'tab');
  }

  return (
    <div className="flip-card">
      <div role="tablist" aria-label={t('User account')} className="flip-card__tabs">
        {FACES.map(({ face: id, tab }) => (
          <button
            key={id}
            ref={fileUnder(tabs, id)}
            id={`login-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={face === id}
            aria-controls={`login-panel-${id}`}
            tabIndex={face === id ? 0 : -1}
            className="flip-card__tab"
            onClick={() => show(id, 'none')}
            onKeyDown={onTabKeyDown}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      <div className={`flip-card__inner${face === 'signup' ? ' flip-card__inner--flipped' : ''}`}>
        {FACES.map(({ face: id, module, switchText, switchLabel }) => {
          const hidden = face !== id;
          const other: Face = id === 'signin' ? 'signup' : 'signin';
          return (
            <div
              key={id}
              ref={fileUnder(panels, id)}
              id={`login-panel-${id}`}
              role="tabpanel"
              aria-labelledby={`login-tab-${id}`}
              tabIndex={-1}
              inert={hidden}
              aria-hidden={hidden || undefined}
              className={`flip-card__face flip-card__face--${id === 'signin' ? 'front' : 'back'} card`}
            >
              <RemotePage remote="userPortal" module={module} level={2} />
              <p className="flip-card__switch">
                {t(switchText)}{' '}
                <button
                  type="button"
                  className="flip-card__switch-button"
                  onClick={() => show(other, 'panel')}
                >
                  {t(switchLabel)}
                </button>
              </p>
            </div>
          );
        })}
      </div>
    </div>
  );
}
