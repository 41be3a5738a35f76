/**
 * The analytics consent choice (docs/pages.md "Analytics and consent") and the banner that asks for it.
 * The choice persists in localStorage `testable:consent` and follows other tabs; the reaction that
 * loads or stops Google's tag lives in startConsent(), called once by the page script.
 */
import '../browser/storage';
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { disableAnalytics, enableAnalytics, googleTagLoaded } from '../browser/analytics';
import { type ConsentChoice, parseConsent } from '../lib/analytics/consent';
import { STORAGE_KEYS } from '../lib/config/storage-keys';

export const $consent = persistentAtom<ConsentChoice | undefined>(STORAGE_KEYS.consent, undefined, {
  encode: (choice) => choice,
  decode: parseConsent,
});

/** This page's measurement id; null when there is none (then nothing asks, nothing loads). */
export const $measurementId = atom<string | null>(null);

/** True while the visitor reviews the choice from the footer's "Cookie settings". */
export const $consentSettingsOpen = atom(false);

/**
 * Whether the banner shows: this page has a measurement id and no choice is stored, or the
 * footer's "Cookie settings" asked for it.
 */
export const $consentBannerShown = computed(
  [$measurementId, $consent, $consentSettingsOpen],
  (measurementId, choice, settingsOpen) => (measurementId !== null && choice === undefined) || settingsOpen,
);

export function openConsentSettings(): void {
  $consentSettingsOpen.set(true);
}

export function closeConsentSettings(): void {
  $consentSettingsOpen.set(false);
}

/**
 * The visitor's answer. Rejecting after Google's script has loaded on this page reloads it: the
 * consent update stops cookies, but only a fresh page is free of the script and its requests.
 */
export function chooseConsent(choice: ConsentChoice): void {
  const reload = choice === 'denied' && googleTagLoaded();
  $consent.set(choice);
  $consentSettingsOpen.set(false);
  if (reload) window.location.reload();
}

/** Called once per page: with an id, a granted choice (stored, made now, or in another tab) loads the tag. */
export function startConsent(measurementId: string | null): void {
  $measurementId.set(measurementId);
  if (!measurementId) return;
  let previous: ConsentChoice | undefined;
  $consent.subscribe((choice) => {
    if (choice === 'granted') enableAnalytics(measurementId);
    else if (previous === 'granted') disableAnalytics();
    previous = choice;
  });
}
