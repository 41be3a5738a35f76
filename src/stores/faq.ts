import { atom } from 'nanostores';
import { track } from '../browser/analytics';

/** The one FAQ answer that is open, by position; opening another closes it. */
export const $openFaq = atom<number | null>(null);

export function toggleFaq(index: number, question: string): void {
  const opening = $openFaq.get() !== index;
  $openFaq.set(opening ? index : null);
  if (opening) track('faq_expanded', { question });
}
