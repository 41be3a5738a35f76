import { interview } from '../../../../server/reference-host/interviewer';
import type { ChatMessage } from '../../../../src/lib/conversation';
import type { PlanState } from '../../../../src/lib/plan';

export const GREETING: ChatMessage = {
  role: 'assistant',
  content: "Hi! I had a look at https://example.com/ and I'll help. First question: what does your app do?",
};

/** One turn: the conversation so far plus the new user message, and the state the browser holds. */
export function turn(history: ChatMessage[], state: PlanState | null, answer: string) {
  const conversation = [...history, { role: 'user' as const, content: answer }];
  const result = interview(conversation, state);
  return { ...result, conversation: [...conversation, { role: 'assistant' as const, content: result.response }] };
}

export const persona = {
  name: { value: 'Maria' },
  age: { value: '34' },
  gender: { value: 'Female' },
  occupation_background: { value: 'Landscaper' },
  state_of_mind: { value: 'Impatient' },
  device: { value: 'iPhone 15' },
};
