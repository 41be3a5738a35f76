// @vitest-environment node
/**
 * The demo's thoughts and its calculator tell one story: Dave quotes a price only once the
 * calculator shows it. A step's thought appears when the step starts; the step's own action (a
 * price, the error) shows a second later, so a thought may quote only what earlier steps put there.
 */
import { describe, expect, it } from 'vitest';
import { demoCopySchema } from '../../../src/lib/content/schemas/demo';
import { DEMO_TIMELINE, demoPriceText, demoScreen, demoStateAt } from '../../../src/lib/landing/demo';
import { readEntryData } from './read-entry';

const copy = demoCopySchema.parse(readEntryData('src/content/modals/demo.yaml'));
const actions = copy.steps.map((step) => step.action);

/** The dollar amounts in a text, without zero cents: the screen's "$1,180.00" is Dave's "$1,180". */
function moneyFigures(text: string): string[] {
  return [...text.matchAll(/\$\d[\d,]*(?:\.\d\d)?/g)].map(([figure]) => figure.replace(/\.00$/, ''));
}

/** The figures a thought quotes that the screen does not show. */
function unseenFigures(thought: string, screen: string): string[] {
  const shown = moneyFigures(screen);
  return moneyFigures(thought).filter((figure) => !shown.includes(figure));
}

/** Everything the calculator says at a moment of the script: the quantity typed and the price display. */
function screenTextAt(elapsedMs: number): string {
  const screen = demoScreen(actions, demoStateAt(elapsedMs));
  return [screen.quantityFilled ? copy.app.quantity : '', demoPriceText(copy.app, screen.price)]
    .filter(Boolean)
    .join(' ');
}

const thoughts = [
  { when: 'before the first step', at: 0, thinking: copy.idleThinking },
  ...DEMO_TIMELINE.filter((event) => event.kind === 'step').map((event) => ({
    when: `at step ${event.step + 1}`,
    at: event.at,
    thinking: copy.steps[event.step]?.thinking ?? '',
  })),
];

describe('Dave’s thoughts', () => {
  it('are read for every step', () => {
    expect(thoughts).toHaveLength(copy.steps.length + 1);
  });

  it.each(thoughts)('$when ($at ms) quote only prices already on screen', ({ at, thinking }) => {
    expect(unseenFigures(thinking, screenTextAt(at)), `on screen: "${screenTextAt(at)}"`).toEqual([]);
  });

  it('quote the prices the calculator shows, once they are there', () => {
    const quoted = thoughts.flatMap(({ thinking }) => moneyFigures(thinking));
    expect(quoted).toEqual(expect.arrayContaining(moneyFigures(demoPriceText(copy.app, 'price'))));
  });
});

describe('the check', () => {
  it.each<[string, string, string, string[]]>([
    ['a price before it shows', '$236? Hang on, now it says $1,180...', 'Calculating...', ['$236', '$1,180']],
    ['a price on screen, cents or not', '$236? Now it says $1,180.', '$236.00. Price updated to $1,180.00', []],
    ['one price of two', 'It was $236.', '$1,180.00', ['$236']],
    ['no price', 'Right, 40 bags.', '40', []],
  ])('finds %s', (_, thought, screen, unseen) => {
    expect(unseenFigures(thought, screen)).toEqual(unseen);
  });

  it.each([
    [0, ''],
    [3000, '40'],
    [6000, `40 ${copy.app.calculating}`],
    [9000, `40 ${copy.app.price}. ${copy.app.priceNote}`],
    [13000, `40 ${copy.app.error}`],
  ])('reads the screen at %d ms', (at, text) => {
    expect(screenTextAt(at)).toBe(text.replace('40', copy.app.quantity));
  });
});
