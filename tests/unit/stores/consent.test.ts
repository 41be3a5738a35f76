import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentChoice } from '../../../src/lib/analytics/consent';
import { $consent, $consentBannerShown, $consentSettingsOpen, $measurementId } from '../../../src/stores/consent';

afterEach(() => {
  $measurementId.set(null);
  $consent.set(undefined);
  $consentSettingsOpen.set(false);
  localStorage.clear();
});

describe('$consentBannerShown', () => {
  it.each<[string, string | null, ConsentChoice | undefined, boolean, boolean]>([
    ['no measurement id: nothing to ask', null, undefined, false, false],
    ['an id and no choice yet: it asks', 'G-TEST123', undefined, false, true],
    ['an id and a choice granted: it stays away', 'G-TEST123', 'granted', false, false],
    ['an id and a choice denied: it stays away', 'G-TEST123', 'denied', false, false],
    ['"Cookie settings" with a choice made', 'G-TEST123', 'granted', true, true],
    ['"Cookie settings" without an id (it says there is nothing to choose)', null, undefined, true, true],
  ])('%s', (_, measurementId, choice, settingsOpen, shown) => {
    $measurementId.set(measurementId);
    $consent.set(choice);
    $consentSettingsOpen.set(settingsOpen);
    expect($consentBannerShown.get()).toBe(shown);
  });
});
