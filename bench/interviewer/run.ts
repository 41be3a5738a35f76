/**
 * `npm run bench:interviewer`: the corpus (bench/interviewer/corpus/) read by the interviewer,
 * scored per turn, per act and per field, on the tuning set and on the held-out set, with the
 * held-out figure as the headline (docs/interviewer.md, "Measured on a corpus").
 *
 * Two readings of each turn are scored: the acts the plan the host serves shows ("served": the
 * plan interviewer.ts answered with, compared with the plan it was sent), and the acts the rules
 * read in the turn before they acted ("reading").
 * Every value it stored is checked against its field's shape. Only the tuning set's misses are
 * ever printed (`--misses`); the held-out set is reported in figures alone, so no rule is written
 * against its turns.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { interview } from '../../server/interviewer/interviewer.ts';
import { fitsShape } from '../../server/interviewer/language/field-shapes.ts';
import type { TurnAct, TurnReading } from '../../server/interviewer/language/turn-reading.ts';
import { modelInput } from '../../server/interviewer/reading/model-input.ts';
import { createModelReader, modelSettingsFromEnv } from '../../server/interviewer/reading/model-reader.ts';
import type { InterviewTurn } from '../../server/interviewer/replies/interview-turn.ts';
import { type CorpusTurn, readCorpus } from './corpus.ts';
import { rulesReading } from './rules-reading.ts';
import { newTally, ratio, scoreTurn, type Tally, tallyTurn } from './score.ts';
import { storedReading, storedValues } from './stored-reading.ts';

type Reader = (turn: CorpusTurn) => TurnAct[] | Promise<TurnAct[]>;

const corpusDirectory = fileURLToPath(new URL('corpus/', import.meta.url));
// The tuning set may span several files (tuned.yaml, tuned-goals.yaml, …): one per batch of
// phrasings written, so each batch stays readable on its own.
const tunedFiles = readdirSync(corpusDirectory).filter((name) => /^tuned[\w-]*\.yaml$/.test(name));
const percent = (value: number) => (Number.isNaN(value) ? '   -  ' : `${(100 * value).toFixed(1).padStart(5)}%`);

/** How one corpus turn is answered: by the rules, or with the reading a model gave it. */
type Interviewer = (turn: CorpusTurn) => InterviewTurn;
const byRules: Interviewer = (turn) => interview(turn.conversation, structuredClone(turn.plan));

function storedActs(turn: CorpusTurn, answer: Interviewer) {
  const before = structuredClone(turn.plan);
  const { state, response } = answer(turn);
  return { acts: storedReading(before, state, turn.say, response), stored: storedValues(before, state) };
}

interface Report {
  turns: number;
  exact: number;
  misshapen: number;
  acts: Tally;
  fields: Tally;
  /** Exact turns by the voice they are said in and by what was asked: figures only. */
  byVoice: Map<string, [number, number]>;
  byAsked: Map<string, [number, number]>;
  misses: string[];
}

function count(groups: Map<string, [number, number]>, key: string, exact: boolean): void {
  const [hit, all] = groups.get(key) ?? [0, 0];
  groups.set(key, [hit + (exact ? 1 : 0), all + 1]);
}

async function score(turns: readonly CorpusTurn[], read: Reader, answer: Interviewer): Promise<Report> {
  const report: Report = {
    turns: turns.length,
    exact: 0,
    misshapen: 0,
    acts: newTally(),
    fields: newTally(),
    byVoice: new Map(),
    byAsked: new Map(),
    misses: [],
  };
  for (const turn of turns) {
    const actual = await read(turn);
    const result = scoreTurn(turn.expect, actual);
    tallyTurn(report.acts, report.fields, turn.expect, actual, result);
    for (const voice of turn.voices) count(report.byVoice, voice, result.exact);
    count(report.byAsked, turn.asks, result.exact);
    if (result.exact) report.exact++;
    else
      report.misses.push(
        `${turn.id} [${turn.asks}] ${turn.say}\n   missed ${JSON.stringify(result.missed)}\n   extra  ${JSON.stringify(result.extra)}`,
      );
    const stored = storedActs(turn, answer).stored;
    report.misshapen += stored.filter((act) => act.field && !fitsShape(act.field, act.value ?? '')).length;
  }
  return report;
}

function table(title: string, tally: Tally): string {
  const keys = [...new Set([...tally.want.keys(), ...tally.got.keys()])].sort();
  const rows = keys.map((key) => {
    const hit = tally.hit.get(key) ?? 0;
    const want = tally.want.get(key) ?? 0;
    const got = tally.got.get(key) ?? 0;
    return `  ${key.padEnd(22)} ${percent(ratio(hit, got))}  ${percent(ratio(hit, want))}  (${hit}/${want} expected, ${got} read)`;
  });
  return [`  ${title.padEnd(22)} precision  recall`, ...rows].join('\n');
}

function groupTable(title: string, groups: Map<string, [number, number]>): string {
  const rows = [...groups].sort(([a], [b]) => a.localeCompare(b));
  const lines = rows.map(([key, [hit, all]]) => `  ${key.padEnd(22)} ${percent(hit / all)} exact  (${hit}/${all})`);
  return [`  ${title}`, ...lines].join('\n');
}

function print(name: string, report: Report, withMisses: boolean): void {
  console.log(
    `\n${name}: ${percent(report.exact / report.turns)} of ${report.turns} turns exactly right; ${report.misshapen} stored values fail their shape`,
  );
  console.log(table('act', report.acts));
  console.log(table('field', report.fields));
  console.log(groupTable('voice', report.byVoice));
  console.log(groupTable('asked', report.byAsked));
  if (withMisses) console.log(`\n${report.misses.join('\n')}`);
}

/** Each reading scored, with the interviewer whose stored values are checked beside it. */
const readers: Record<string, [Reader, Interviewer]> = {
  served: [(turn) => storedActs(turn, byRules).acts, byRules],
  reading: [rulesReading, byRules],
};

// With a model configured (docs/interviewer.md, "A language model, optionally"), the corpus is
// also read by it: its readings as they come back (the rules' where it fails), and what the
// interviewer stores with them.
const modelSettings = modelSettingsFromEnv(process.env);
if (modelSettings) {
  const readModel = createModelReader(modelSettings);
  const readings = new Map<CorpusTurn, TurnReading | null>();
  const withModel: Interviewer = (turn) =>
    interview(turn.conversation, structuredClone(turn.plan), readings.get(turn) ?? undefined);
  readers['model'] = [
    async (turn) => {
      const reading = await readModel(modelInput(turn.conversation, turn.plan));
      readings.set(turn, reading);
      return reading?.acts ?? rulesReading(turn);
    },
    withModel,
  ];
  readers['model, served'] = [(turn) => storedActs(turn, withModel).acts, withModel];
}

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--reader='))?.slice('--reader='.length);
const tuned = tunedFiles.flatMap((name) => readCorpus(`${corpusDirectory}${name}`));
const heldOut = readCorpus(`${corpusDirectory}held-out.yaml`);
const ids = new Set(tuned.map((turn) => turn.id));
if (ids.size !== tuned.length) throw new Error('Two tuning turns share an id');
const headlines: string[] = [];
for (const [name, [read, answer]] of Object.entries(readers)) {
  if (only && only !== name) continue;
  const tunedReport = await score(tuned, read, answer);
  const heldReport = await score(heldOut, read, answer);
  print(`${name}, tuning set`, tunedReport, args.includes('--misses'));
  print(`${name}, held-out set`, heldReport, false);
  headlines.push(
    `${name}: held-out ${percent(heldReport.exact / heldReport.turns)} exact (tuning ${percent(tunedReport.exact / tunedReport.turns)}), ${heldReport.misshapen + tunedReport.misshapen} stored values failing their shape`,
  );
}
console.log(`\n${headlines.join('\n')}`);
