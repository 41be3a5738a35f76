/** The rules' reading of a corpus turn, as the interviewer reads it before it acts. */
import { readTurn } from '../../server/interviewer/reading/read-turn.ts';
import type { TurnAct } from '../../server/interviewer/reading/turn-reading.ts';
import type { CorpusTurn } from './corpus.ts';

export const rulesReading = (turn: CorpusTurn): TurnAct[] => readTurn(turn.conversation, turn.plan).acts;
