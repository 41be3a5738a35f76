/** jest-dom's matchers (toBeVisible, toHaveAccessibleName, …) for every unit test. */
import '@testing-library/jest-dom/vitest';
import { setPersistentEngine } from '@nanostores/persistent';
import { afterAll, vi } from 'vitest';
import { installDialogShim } from '../support/dialog-shim';

installDialogShim();

// Testing Library finds fake timers only through a global `jest`: without it, every user-event
// call on a fake clock waits for a timer that never fires (testing-library/react-testing-library#1197).
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// nanostores unmounts a store a second after its last listener leaves, on a timer that can fire
// after this file's DOM is torn down; a persistent store then removes its window listeners from a
// window that is gone (an uncaught ReferenceError on a busy machine). After the last test there is
// nothing left to listen to.
afterAll(() => setPersistentEngine({}, { addEventListener() {}, removeEventListener() {} }));
