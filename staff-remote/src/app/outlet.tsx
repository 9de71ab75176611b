import { useContext } from 'react';
import { RouteContext } from 'shared/routing/router';

/**
 * Where a layout route draws the screen it matched: react-router's <Outlet/> without its `context`
 * prop. Its own would sit in the shell's router, on the first load of every public page (~0.3 KB).
 */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
