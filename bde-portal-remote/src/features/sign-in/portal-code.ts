let portalCode: Promise<void> | undefined;

/**
 * Starts downloading the portal's code (its screens, the dashboard among them), once per page. The
 * sign-in form calls it when first used, so the code has arrived by the time the password is typed
 * and the shell's load of ./BdePortal after sign-in costs no round trip. The chunk name is the one
 * the federation plugin gives that exposed module: the very files the shell loads, not a copy.
 * A failure is forgotten: the shell's own load reports it, and the next call tries again.
 */
export function fetchPortalCode(): Promise<void> {
  portalCode ??= import(
    /* webpackChunkName: "__federation_expose_BdePortal" */ '../../exposed/bde-portal'
  ).then(
    () => undefined,
    () => {
      portalCode = undefined;
    },
  );
  return portalCode;
}
