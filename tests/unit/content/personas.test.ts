// @vitest-environment node
/**
 * One set of facts per persona: wherever Dave or Priya appears (the hero's sample run, the
 * dashboard's quotes, the demo), the age, job and device are those of their card in
 * src/content/landing/personas/. The demo draws a desktop browser with a mouse pointer, so the
 * persona it shows uses a computer.
 */
import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoCopySchema } from '../../../src/lib/content/schemas/demo';
import { dashboardCardSchema, heroSchema, personaSchema } from '../../../src/lib/content/schemas/landing';
import { readEntryData } from './read-entry';

interface Facts {
  age?: number;
  /** The job, without what follows its first comma ("Landscaper, runs a three-person crew"). */
  occupation?: string;
  device?: string;
}

interface Mention extends Facts {
  where: string;
  name: string;
}

const job = (occupation: string) => occupation.split(',')[0]?.trim().toLowerCase();

const cards = globSync('src/content/landing/personas/*.md').map((file) => personaSchema.parse(readEntryData(file)));
const cardOf = (name: string) => cards.find((card) => card.name === name);

/** "Dave, 47 · Landscaper", as the hero's sample run writes an AI user. */
function heroMention(persona: string): Mention {
  const [nameAndAge = '', occupation] = persona.split(' · ');
  const [name = '', age] = nameAndAge.split(', ');
  return { where: 'hero sample run', name, age: Number(age), ...(occupation && { occupation }) };
}

/** "Dave, landscaper, Windows laptop", as a dashboard quote names who said it. */
function evidenceMention(who: string, where: string): Mention {
  const [name = '', occupation, device] = who.split(', ');
  return { where, name, ...(occupation && { occupation }), ...(device && { device }) };
}

/** "Dave, 47 · Landscaper · Windows laptop", as the demo names its persona. */
function demoMention(persona: string): Mention {
  const [nameAndAge = '', occupation, device] = persona.split(' · ');
  const [name = '', age] = nameAndAge.split(', ');
  return { where: 'demo', name, age: Number(age), ...(occupation && { occupation }), ...(device && { device }) };
}

const hero = heroSchema.parse(readEntryData('src/content/landing/hero.yaml'));
const demo = demoCopySchema.parse(readEntryData('src/content/modals/demo.yaml'));
const dashboards = globSync('src/content/landing/dashboard/*.yaml').map((file) => ({
  file,
  card: dashboardCardSchema.parse(readEntryData(file)),
}));

const mentions: Mention[] = [
  ...hero.preview.runs.map((run) => heroMention(run.persona)),
  ...dashboards.flatMap(({ file, card }) => card.evidence.map((item) => evidenceMention(item.who, file))),
  demoMention(demo.persona),
];

/** The facts a mention gives that differ from the persona's card, as [fact, mentioned, on the card]. */
function contradictions(mention: Facts, card: Facts): [string, unknown, unknown][] {
  const found: [string, unknown, unknown][] = [];
  if (mention.age !== undefined && mention.age !== card.age) found.push(['age', mention.age, card.age]);
  if (mention.occupation !== undefined && job(mention.occupation) !== job(card.occupation ?? '')) {
    found.push(['occupation', mention.occupation, card.occupation]);
  }
  if (mention.device !== undefined && mention.device.toLowerCase() !== card.device?.toLowerCase()) {
    found.push(['device', mention.device, card.device]);
  }
  return found;
}

describe('a persona mentioned outside its card', () => {
  it('is read from every place that names one', () => {
    expect(mentions.map((mention) => mention.name)).toEqual(expect.arrayContaining(['Dave', 'Priya', 'Tom', 'Maria']));
    expect(mentions.filter((mention) => cardOf(mention.name)).length).toBeGreaterThanOrEqual(4);
  });

  it.each(mentions.filter((mention) => cardOf(mention.name)))('$name in $where matches the card', (mention) => {
    expect(contradictions(mention, cardOf(mention.name) ?? {})).toEqual([]);
  });

  it.each(['Tom', 'Maria'])('%s has one device wherever the dashboard quotes them', (name) => {
    const devices = mentions
      .filter((mention) => mention.name === name && mention.device)
      .map((mention) => mention.device);
    expect(devices.length).toBeGreaterThan(0);
    expect(new Set(devices).size).toBe(1);
  });
});

describe('the demo’s persona', () => {
  const shown = demoMention(demo.persona);

  it('is the persona of the card that plays the demo', () => {
    expect(cards.find((card) => card.kind === 'demo')?.name).toBe(shown.name);
  });

  it('uses a computer, as the demo shows a desktop browser window and a mouse pointer', () => {
    expect(shown.device).toBeDefined();
    expect(shown.device).not.toMatch(/phone|android|ipad|tablet|mobile/i);
  });
});

describe('the mention readers and the comparison', () => {
  it.each<[string, Mention]>([
    ['Dave, 47 · Landscaper', { where: 'hero sample run', name: 'Dave', age: 47, occupation: 'Landscaper' }],
  ])('read the hero’s %j', (text, mention) => {
    expect(heroMention(text)).toEqual(mention);
  });

  it('read a dashboard quote’s and the demo’s persona', () => {
    expect(evidenceMention('Dave, landscaper, Android', 'x')).toEqual({
      where: 'x',
      name: 'Dave',
      occupation: 'landscaper',
      device: 'Android',
    });
    expect(demoMention('Dave, 47 · Landscaper · Android phone')).toMatchObject({ age: 47, device: 'Android phone' });
  });

  it.each<[string, Facts, [string, unknown, unknown][]]>([
    ['the same facts', { age: 47, occupation: 'landscaper', device: 'Windows laptop' }, []],
    ['only some facts', { occupation: 'Landscaper' }, []],
    ['another device', { device: 'Android' }, [['device', 'Android', 'Windows laptop']]],
    ['another age', { age: 48 }, [['age', 48, 47]]],
    ['another job', { occupation: 'gardener' }, [['occupation', 'gardener', 'Landscaper, runs a crew']]],
  ])('finds %s', (_, mention, found) => {
    expect(
      contradictions(mention, { age: 47, occupation: 'Landscaper, runs a crew', device: 'Windows laptop' }),
    ).toEqual(found);
  });
});
