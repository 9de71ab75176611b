import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './failure-beacon';

/**
 * Federation runtime plugin: a remote that cannot be loaded is reported once, with its id and the
 * stage that failed (and to the server, by beacon: a shared module's name is no remote, and is not
 * sent), and the error goes on to the route's error boundary, which offers Retry.
 * Returning nothing tells the runtime not to substitute a module.
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] remote module "${id}" failed to load during ${lifecycle}:`, error);
      void reportRemoteFailure(id.split('/')[0] ?? id, 'load');
      return undefined;
    },
  };
}
