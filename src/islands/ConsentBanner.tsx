import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import LateStylesheets from '../browser/LateStylesheets';
import type { ConsentChoice } from '../lib/analytics/consent';
import type { ConsentCopy } from '../lib/content/collections';
import {
  $consent,
  $consentBannerShown,
  $consentSettingsOpen,
  $measurementId,
  chooseConsent,
  closeConsentSettings,
} from '../stores/consent';
import bannerStyles from './consent-banner.css?url';

/** The privacy notice's "Analytics and cookies" heading (src/content/pages/privacy.md). */
const PRIVACY_ANALYTICS = '/privacy#analytics-and-cookies';

interface BannerProps {
  copy: ConsentCopy;
  choice: ConsentChoice | undefined;
  /** No measurement id: nothing to choose, the banner only says so (from "Cookie settings"). */
  noAnalytics: boolean;
  fromSettings: boolean;
}

/**
 * A bottom bar, not a dialog: the page stays usable. The page gets padding for it, and an element
 * that takes focus underneath it is scrolled into sight (WCAG 2.4.11).
 */
function Banner({ copy, choice, noAnalytics, fromSettings }: BannerProps) {
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const closable = noAnalytics || choice !== undefined;

  useEffect(() => {
    const banner = region.current;
    if (!banner) return;
    const root = document.documentElement;
    const keepInSight = (target: EventTarget | null) => {
      if (!(target instanceof Element) || banner.contains(target) || target === document.body) return;
      // From the layout, not the box on screen, which is still sliding in during the first moments.
      const bannerTop = window.innerHeight - banner.offsetHeight;
      const box = target.getBoundingClientRect();
      // Only a control the banner covers: one the visitor scrolled out of view stays where it is.
      // At once, taking over any smooth scroll the browser started for the focus itself.
      if (box.bottom > bannerTop && box.top < window.innerHeight)
        target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
    };
    // The page's scroll padding follows the banner's height; a control focused before it was known
    // (WebKit measures it a moment later, and has no scrollend) is checked again once it is.
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--consent-banner-h', `${banner.offsetHeight}px`);
      keepInSight(document.activeElement);
    });
    observer.observe(banner);
    const onFocus = (event: FocusEvent) => keepInSight(event.target);
    // A smooth scroll or a late layout change can still leave the focused control behind the banner.
    const onScrollEnd = () => keepInSight(document.activeElement);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('scrollend', onScrollEnd);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('scrollend', onScrollEnd);
      root.style.removeProperty('--consent-banner-h');
    };
  }, []);

  // Opened from "Cookie settings": focus moves here, and back to that button once it closes.
  useEffect(() => {
    if (!fromSettings) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    title.current?.focus();
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [fromSettings]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && closable && fromSettings) closeConsentSettings();
  };

  return (
    <section
      ref={region}
      className="consent-banner"
      data-consent-banner
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      {/* Shown only with a measurement id: no other page waits for its styles. */}
      <LateStylesheets hrefs={[bannerStyles]} />
      <div className="consent-banner__inner">
        <div className="consent-banner__copy">
          <h2 ref={title} id={titleId} className="consent-banner__title" tabIndex={-1}>
            {copy.title}
          </h2>
          {noAnalytics ? (
            <p>{copy.noAnalytics}</p>
          ) : (
            <>
              {/* Once a choice is made, the current one takes the first-ask note's place. */}
              <p>
                {copy.text} {!choice && `${copy.firstAskNote} `}
                <a href={PRIVACY_ANALYTICS}>{copy.privacyLink}</a>
              </p>
              {choice && (
                <p className="consent-banner__current">
                  {choice === 'granted' ? `${copy.currentGranted} ${copy.withdrawNote}` : copy.currentDenied}
                </p>
              )}
            </>
          )}
        </div>
        <div className="consent-banner__actions">
          {!noAnalytics && (
            <>
              <button type="button" className="btn consent-banner__choice" onClick={() => chooseConsent('granted')}>
                {copy.accept}
              </button>
              <button type="button" className="btn consent-banner__choice" onClick={() => chooseConsent('denied')}>
                {copy.reject}
              </button>
            </>
          )}
          {closable && (
            <button type="button" className="consent-banner__close" onClick={closeConsentSettings}>
              {copy.close}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The analytics consent banner (docs/pages.md "Analytics and consent"): shown when this page has a
 * measurement id and no choice is stored, or when the footer's "Cookie settings" asks for it.
 * Whether there is an id is only known in the browser (`?ga=`), so the server renders nothing.
 */
export default function ConsentBanner({ copy }: { copy: ConsentCopy }) {
  const choice = useStore($consent);
  const measurementId = useStore($measurementId);
  const settingsOpen = useStore($consentSettingsOpen);
  const shown = useStore($consentBannerShown);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  if (!mounted || !shown) return null;
  return <Banner copy={copy} choice={choice} noAnalytics={measurementId === null} fromSettings={settingsOpen} />;
}
