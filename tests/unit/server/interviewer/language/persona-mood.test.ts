// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moodSaid } from '../../../../../server/interviewer/language/persona-mood';
import { readPersonaAnswer } from '../../../../../server/interviewer/replies/persona-answer';

describe('moodSaid: how they feel, as an answer to that question says it', () => {
  it.each([
    ['nervous, her landlord keeps texting her', 'nervous'],
    ["he's sick of chasing invoices", 'sick of chasing invoices'],
    ['she kind of dreads Mondays', 'dreads Mondays'],
    ['Calm - has done this a hundred times', 'Calm'],
    ['bored stiff lol', 'bored stiff'],
    ['Very, very anxious', 'Very very anxious'],
    ['keen but a bit confused. the forms make no sense to him', 'keen but a bit confused'],
  ])('%j → %j', (answer, mood) => {
    expect(moodSaid(answer)).toBe(mood);
  });

  it('is null when the first clause says far more than a mood', () => {
    expect(moodSaid('she has been trying to get a plot for years and nobody at the council ever answers')).toBeNull();
  });

  it('is what the state-of-mind question stores, capitalised', () => {
    const read = readPersonaAnswer('state_of_mind', 'hopeful, first time applying', { name: { value: 'Ade' } });
    expect(read?.persona.state_of_mind?.value).toBe('Hopeful');
  });
});
