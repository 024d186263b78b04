// Runtime plugin (the loading layer): when a remote can't be loaded, hand back a marker module
// instead of throwing through the federation runtime, so the slot can show its Retry message.
// Runtime plugins must not import react or any shared module (it crashes start-up).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteUnavailable } from './remote-unavailable.ts';

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'villa-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] could not load ${id} (${lifecycle})`, error);
      // A manifest that failed to load: let the error reach loadRemote, which asks again with 'onLoad'.
      if (lifecycle === 'afterResolve' || lifecycle === 'beforeLoadShare') return undefined;
      return remoteUnavailable(id, error);
    },
  };
}
