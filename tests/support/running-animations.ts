/**
 * Runs in the page: the finite CSS animations and transitions still playing anywhere on it, by
 * name. A page has settled once there are none (an endless spinner never ends, so never counts).
 * Self-contained, so that the e2e tests and the journeys' drivers can send it to the page.
 *
 * Every element's style is read first: a section the browser skips while it is off screen
 * (`content-visibility: auto`) restyles only when something reads it, so a colour-scheme switch
 * starts its transitions then (an audit reading colours would read them mid-way otherwise).
 */
export function runningAnimations(): string[] {
  for (const element of document.querySelectorAll('*')) getComputedStyle(element).color;
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
    .map((animation) =>
      animation instanceof CSSAnimation
        ? animation.animationName
        : animation instanceof CSSTransition
          ? animation.transitionProperty
          : String(animation.id),
    );
}
