/**
 * A typical interview of sixteen turns, for the interviewer's language model: what the founder
 * types, what the question asked for, and the reading a careful person takes from it (the model's
 * ideal answer). The assistant's replies are the rules' own, so each turn carries the conversation
 * and the plan as the chat route would hand them to the model. Each gender is said in answer to its
 * question ("she's 34" says none). The rules read some less closely (turn 4 keeps the whole
 * segment, turn 15 the job as worded).
 */
import { interview } from '../../server/interviewer/interviewer';
import type { Asked, TurnAct, TurnField } from '../../server/interviewer/language/turn-reading';
import type { ChatMessage } from '../../src/lib/plan/conversation';
import type { PlanState } from '../../src/lib/plan/plan';

export interface ScriptedTurn {
  say: string;
  asked: Asked;
  acts: TurnAct[];
}

export const GREETING: ChatMessage = {
  role: 'assistant',
  content: "Hi! I had a look at https://pawwalk.example/ and I'll help. First question: what does your app do?",
};

const answer = (field: TurnField, value: string): TurnAct => ({ act: 'answer', field, value });

/** A plan with its description only: the next question asks who uses the app (user_type). */
export const DESCRIBED: PlanState = {
  app_description: { value: 'An app that matches dog owners with local dog walkers.' },
  user_types: [],
};

export const DOG_WALKING: readonly ScriptedTurn[] = [
  {
    say: "It's a marketplace where dog owners book local dog walkers and pay through the app.",
    asked: 'app_description',
    acts: [
      answer('app_description', "It's a marketplace where dog owners book local dog walkers and pay through the app."),
    ],
  },
  {
    say: 'Dog owners and walkers',
    asked: 'user_type',
    acts: [answer('user_type', 'Dog owners'), answer('user_type', 'Walkers')],
  },
  {
    say: 'Dog owners first, I guess',
    asked: 'first_group',
    acts: [{ act: 'choice', field: 'user_type', value: 'Dog owners' }],
  },
  { say: 'Busy professionals who work long hours', asked: 'segment', acts: [answer('segment', 'Busy professionals')] },
  { say: 'Sarah', asked: 'name', acts: [answer('name', 'Sarah')] },
  { say: "She's 34", asked: 'age', acts: [answer('age', '34')] },
  { say: 'Female', asked: 'gender', acts: [answer('gender', 'Female')] },
  {
    say: "She's a nurse, mostly night shifts",
    asked: 'occupation_background',
    acts: [answer('occupation_background', 'Night-shift nurse')],
  },
  {
    say: 'Tired and a bit impatient',
    asked: 'state_of_mind',
    acts: [answer('state_of_mind', 'Tired and a bit impatient')],
  },
  { say: 'iPhone 13', asked: 'device', acts: [answer('device', 'iPhone 13')] },
  {
    say: 'Book a walk for tomorrow morning',
    asked: 'goal',
    acts: [answer('goal', 'Book a walk for tomorrow morning')],
  },
  { say: 'Students who walk dogs between classes', asked: 'segment', acts: [answer('segment', 'Students')] },
  { say: 'Tom', asked: 'name', acts: [answer('name', 'Tom')] },
  {
    say: 'Oh sorry, Sarah is 29, not 34. Tom is 21.',
    asked: 'age',
    acts: [{ act: 'correction', field: 'age', value: '29', target: '34' }, answer('age', '21')],
  },
  {
    say: 'Male, he studies biology',
    asked: 'gender',
    acts: [answer('gender', 'Male'), answer('occupation_background', 'Biology student')],
  },
  { say: 'suggest a plan for me', asked: 'state_of_mind', acts: [{ act: 'request', value: 'suggest_plan' }] },
];

/** Each turn as the chat route receives it: the conversation ending with the turn, and the plan before it. */
export function scriptedRequests(turns: readonly ScriptedTurn[] = DOG_WALKING) {
  let history: ChatMessage[] = [GREETING];
  let state: PlanState = { app_description: { value: '' }, user_types: [] };
  return turns.map((turn) => {
    const conversation: ChatMessage[] = [...history, { role: 'user', content: turn.say }];
    const request = { turn, conversation, state };
    const result = interview(conversation, state);
    history = [...conversation, { role: 'assistant', content: result.response }];
    state = result.state;
    return request;
  });
}
