import { readCorpus } from './bench/interviewer/corpus.ts';
import { interview } from './server/interviewer/interviewer.ts';
import { readTurnByRules } from './server/interviewer/reading/read-turn.ts';
const ids = process.argv.slice(2);
for (const t of readCorpus('bench/interviewer/corpus/tuned.yaml').filter((x) => ids.includes(x.id))) {
  const r = readTurnByRules(t.conversation, structuredClone(t.plan));
  const out = interview(t.conversation, structuredClone(t.plan));
  console.log(t.id, t.asks, '|', t.say, '\n  Q:', t.conversation[1].content, '\n  read:', JSON.stringify(r.reading.acts), 'answerText:', r.answerText, '\n  reply:', out.response);
}
