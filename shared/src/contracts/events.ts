import { useEffect, useEffectEvent } from 'react';
import { onVillaEvent, type VillaEventHandler, type VillaEventName } from '@villa/shared/contracts/event-bus';

export * from '@villa/shared/contracts/event-bus';

/** Listens for a bus event while the component is mounted; the latest `handler` is always called. */
export function useVillaEvent<K extends VillaEventName>(name: K, handler: VillaEventHandler<K>): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onVillaEvent(name, (payload) => onEvent(payload)), [name]);
}
