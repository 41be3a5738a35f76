/** The rules' reading of a corpus turn, as the interviewer reads it before it acts. */
import type { TurnAct } from '../../server/interviewer/language/turn-reading.ts';
import { readTurn } from '../../server/interviewer/reading/read-turn.ts';
import type { CorpusTurn } from './corpus.ts';

export const rulesReading = (turn: CorpusTurn): TurnAct[] => readTurn(turn.conversation, turn.plan).acts;
