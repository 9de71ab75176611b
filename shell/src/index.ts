// The async boundary lets federation agree on shared singletons before any of them runs. Start-up is
// split into tasks of its own, each after the browser had its turn: React DOM's evaluation, the store's,
// then the app's. One long task would be one a tap had to wait behind.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

setTimeout(async () => {
  await import('react-dom/client');
  await nextTask();
  await import('shared/store/create-store');
  await nextTask();
  await import('./bootstrap');
});
