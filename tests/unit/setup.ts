/** jest-dom's matchers (toBeVisible, toHaveAccessibleName, …) for every unit test. */
import '@testing-library/jest-dom/vitest';
import { installDialogShim } from '../support/dialog-shim';

installDialogShim();
