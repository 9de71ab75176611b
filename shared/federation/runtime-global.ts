/**
 * Where the shell leaves its federation runtime for the remotes it loads
 * (borrowed-federation-runtime.ts). The number is the contract between the two: change it whenever
 * what bundler-runtime.ts offers changes, so that a remote and a shell built on different contracts
 * fail with a message that says so.
 */
export const RUNTIME_CONTRACT = 1;
export const BORROWED_RUNTIME_GLOBAL = `__siteFederationRuntime${RUNTIME_CONTRACT}`;
