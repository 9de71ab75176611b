// The async boundary lets federation agree on shared singletons before any of them runs. It starts in
// a task of its own: the runtime's start-up and the app's evaluation are then two shorter tasks, not
// one long one that a tap would have to wait behind.
setTimeout(() => void import('./bootstrap'));
