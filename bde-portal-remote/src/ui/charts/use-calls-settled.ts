import { useState } from 'react';
import { useAppSelector } from 'shared/store/hooks';

/**
 * True from the first moment `ready` holds and none of the page's API calls is under way. Charts
 * wait for it, `ready` being their canvas's first measurement (after the first paint, when every
 * card drawn with them has started its call): nivo's code then runs, and its drawings are made,
 * after the page's figures have arrived and been shown, never while they are coming in.
 */
export function useCallsSettled(ready: boolean): boolean {
  const busy = useAppSelector((state) =>
    Object.values(state.api?.queries ?? {}).some((query) => query?.status === 'pending'),
  );
  const [settled, setSettled] = useState(false);
  if (ready && !busy && !settled) setSettled(true);
  return settled;
}
