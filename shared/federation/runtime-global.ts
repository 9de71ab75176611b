/** Where the shell leaves its federation runtime for the remotes it loads (borrowed-federation-runtime.ts). */
export const BORROWED_RUNTIME_GLOBAL = '__siteFederationRuntime';
