/** jest-dom's matchers (toBeVisible, toHaveAccessibleName, …) for every unit test. */
import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';
import { installDialogShim } from '../support/dialog-shim';

installDialogShim();

// Testing Library finds fake timers only through a global `jest`: without it, every user-event
// call on a fake clock waits for a timer that never fires (testing-library/react-testing-library#1197).
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
