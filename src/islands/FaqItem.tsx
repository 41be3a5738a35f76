import { useStore } from '@nanostores/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { $openFaq, toggleFaq } from '../stores/faq';
import './faq-item.css';

interface Props {
  index: number;
  question: string;
  /** The answer: server-rendered Markdown passed in as the island's children. */
  children?: ReactNode;
}

const HEADER_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move between the questions, as the WAI-ARIA accordion pattern asks. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
  const target = HEADER_KEYS[event.key];
  if (!target) return;
  const headers = [...document.querySelectorAll<HTMLButtonElement>('.faq__question button')];
  event.preventDefault();
  headers[target(index, headers.length)]?.focus();
}

/** One question of the FAQ accordion; the items share the open one through $openFaq. */
export default function FaqItem({ index, question, children }: Props) {
  const expanded = useStore($openFaq) === index;
  const questionId = `faq-q${index}`;
  const answerId = `faq-a${index}`;
  return (
    <div className="faq__item">
      <h3 className="faq__question">
        <button
          type="button"
          id={questionId}
          aria-expanded={expanded}
          aria-controls={answerId}
          onClick={() => toggleFaq(index, question)}
          onKeyDown={(event) => moveFocus(event, index)}
        >
          {question}
          <span className="faq__icon" aria-hidden="true" />
        </button>
      </h3>
      <section id={answerId} aria-labelledby={questionId} className="faq__answer" hidden={!expanded}>
        {children}
      </section>
    </div>
  );
}
