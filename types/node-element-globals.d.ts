// The Node program (API, e2e, scripts) has no DOM library. React's types, which it now reads for the
// careers pages' components the API renders (shared/careers), declare DOM element names as empty
// interfaces; Playwright's callbacks that run in the browser (e2e) typed them loosely before, and do again.
interface Element {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [member: string]: any;
}
