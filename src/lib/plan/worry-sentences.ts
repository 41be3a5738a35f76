/**
 * The checks a worry rule makes (worry-rules.ts): one imperative sentence a tester can run, from
 * the worry's subject and, for "… breaks when …", its condition.
 */
import { agree, asCommand, capitalised } from './worry-grammar';

export type Make = (subject: string, condition: string) => string;

export const appears: Make = (x) =>
  `Check that ${x} ${agree(x, 'shows up', 'show up')} when and where ${agree(x, 'it is', 'they are')} expected, and that whoever is waiting can see when`;
export const finds: Make = (x) =>
  `Starting from the home page, reach ${x} in three clicks or fewer, on a phone and on a computer`;
export const fast: Make = (x) =>
  `Time ${x} on a mid-range Android phone over 4G: ${agree(x, 'it is', 'they are')} usable within 3 seconds`;
export const works: Make = (x) =>
  `Use ${x} from start to finish, on a phone and on a computer, and check that ${agree(x, 'it works', 'they work')}`;
export const breaksWhen: Make = (x, condition) => {
  const command = asCommand(condition);
  return command
    ? `${capitalised(command)}, then check that ${x} still ${agree(x, 'works', 'work')}`
    : `Check that ${x} still ${agree(x, 'works', 'work')} when ${condition}`;
};
export const clear: Make = (x) => `Give ${x} to a first-time visitor without help: they get through without guessing`;
export const finishes: Make = (x) => `Go through ${x} as a first-time visitor, on a phone, and finish without help`;
export const kept: Make = (x) =>
  `Enter ${x}, reload the page and sign in on another device: ${agree(x, 'it is', 'they are')} still there`;
export const right: Make = (x) =>
  `Compare ${x} everywhere ${agree(x, 'it shows', 'they show')} with what was entered: ${agree(x, 'it matches', 'they match')}`;

export const looks: Make = (x) =>
  `Open ${x} on a phone, on a computer and in a dark theme: nothing is cut off, overlapping or out of place`;
