/**
 * For `dangerouslySetInnerHTML` on an element whose children the server writes (a remote's outlet,
 * the contact page's map): an empty string that never changes, so React neither hydrates nor
 * replaces what is inside and leaves it to the code that owns it.
 */
export const SERVER_DRAWN_CHILDREN = Object.freeze({ __html: '' });
