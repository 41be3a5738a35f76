/**
 * localStorage that never throws: private modes, disabled storage and full quotas make reads fall
 * back to defaults and writes log with console.error, so a page keeps working in memory.
 * Stores import this module before creating any persistent atom.
 */
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

/** Runs one storage call (either storage); where the browser refuses it, `fallback`. A refused read is not worth a log. */
export function attempt<T>(what: 'read' | 'write' | 'remove', key: string, action: () => T, fallback: T): T {
  try {
    return action();
  } catch (error) {
    if (what !== 'read') console.error(`Could not ${what} "${key}" in browser storage`, error);
    return fallback;
  }
}

export const safeStorage: Record<string, string> = new Proxy<Record<string, string>>(
  {},
  {
    get: (_, key: string) => attempt('read', key, () => localStorage.getItem(key) ?? undefined, undefined),
    has: (_, key: string) => attempt('read', key, () => localStorage.getItem(key) !== null, false),
    set: (_, key: string, value: string) => {
      attempt('write', key, () => localStorage.setItem(key, value), undefined);
      return true;
    },
    deleteProperty: (_, key: string) => {
      attempt('remove', key, () => localStorage.removeItem(key), undefined);
      return true;
    },
  },
);

if (typeof window !== 'undefined') setPersistentEngine(safeStorage, windowPersistentEvents);
