import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs`: search boxes and estimates ask the server
 *  once typing pauses, not at each key. */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
