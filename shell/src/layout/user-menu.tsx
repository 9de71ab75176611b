import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'shared/routing/router';
import { signedOut, type AuthUser } from 'shared/auth/auth-slice';
import { useAppDispatch } from 'shared/store/hooks';
import { profilePathFor, signInPathFor } from '../features/session/session-paths';
import './session-menu.css';

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return (parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : parts[0].slice(0, 2)).toUpperCase();
}

/**
 * The signed-in dropdown as a menu button (WAI-ARIA APG): Enter, Space or Down Arrow opens it
 * on the first item, Up Arrow on the last; arrows, Home and End move; Escape closes and returns
 * focus to the button; Tab or a click elsewhere closes it.
 */
export function UserMenu({ authUser }: { authUser: AuthUser }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function openAt(where: 'first' | 'last') {
    focusOnOpen.current = where;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return; // let focus move on
      default:
        return;
    }
    event.preventDefault();
  }

  function viewProfile() {
    const path = profilePathFor(authUser.role);
    close(!path);
    if (path) navigate(path);
  }

  async function signOutNow() {
    setOpen(false);
    setLeaving(true);
    const leave = (role: AuthUser['role'] | undefined) => {
      navigate(signInPathFor(role));
      document.getElementById('main-content')?.focus();
    };
    try {
      // Loaded when used: it brings the API client, which a public page does not otherwise need.
      const { signOut } = await import('shared/auth/sign-out');
      await dispatch(signOut(leave));
    } catch (error) {
      // Even when the code cannot be fetched (offline), this browser forgets the person.
      console.warn('[auth] sign-out could not reach the server:', error);
      leave(authUser.role);
      dispatch(signedOut());
    }
  }

  return (
    <div className="session-menu" ref={root}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className="session-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={leaving}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="session-menu__avatar" aria-hidden="true">
          {initials(authUser.name)}
        </span>
        <span className="session-menu__name">{leaving ? 'Signing out…' : authUser.name}</span>
        <svg className="session-menu__chevron" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="session-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={viewProfile}>
            View Profile
          </button>
        </li>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => void signOutNow()}>
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
