/**
 * Leaves this document for another at `href`: a page in another language is a document of its own,
 * whose texts load before it draws. `replace` leaves no history entry for the page left (a sign-in
 * form, say). In a module of its own so that tests, in a DOM that cannot navigate, can stand in for it.
 */
export function openDocument(href: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
}
