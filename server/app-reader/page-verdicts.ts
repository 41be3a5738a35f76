/**
 * What the page as a whole says about itself, once it has been read: whether JavaScript draws it
 * (so what was read is little more than a title) and whether it is a sign-in wall.
 */
import type { PageFacts } from '../../src/lib/page/page-facts.ts';
import { wordsOf } from './page-text.ts';

export interface PageSignals {
  scripts: number;
  /** An element with an app's mounting id (`#root`, `#__next`, `#app`). */
  appRoot: boolean;
  /** A password field outside any form (apps drawn by a framework often have no <form>). */
  passwordOutsideForm: boolean;
}

/** Less shown text than this, with scripts and no heading or form, is a page JavaScript draws. */
const SCRIPT_DRAWN_TEXT = 200;
/** With an app root, a little more text (a loading line, a footer) still counts. */
const SCRIPT_DRAWN_TEXT_WITH_ROOT = 600;
/** A sign-in page says little else. */
const LOGIN_WALL_TEXT = 1200;

const asksToSignIn = (text: string) => {
  const words = wordsOf(text);
  return words.includes('login') || words.includes('signin') || /\b(sign|log) ?in\b/i.test(text);
};

export function judgePage(facts: PageFacts, signals: PageSignals): PageFacts {
  // A page with little text but its own headings or forms is a short page, not an empty shell.
  const shell = facts.headings.length === 0 && facts.forms.length === 0;
  const drawnByScript =
    signals.scripts > 0 &&
    ((shell && facts.textLength < SCRIPT_DRAWN_TEXT) ||
      (signals.appRoot && facts.textLength < SCRIPT_DRAWN_TEXT_WITH_ROOT));
  const signsIn = facts.forms.includes('log-in') || signals.passwordOutsideForm;
  const headline = [facts.title, ...facts.headings.slice(0, 2)].join(' ');
  const loginWall =
    !drawnByScript &&
    signsIn &&
    !facts.forms.includes('sign-up') &&
    (facts.textLength < LOGIN_WALL_TEXT || asksToSignIn(headline));
  return { ...facts, drawnByScript, loginWall };
}
