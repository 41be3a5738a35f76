import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { whenIdle } from '../../browser/idle';
import type { QuizCatalogue, QuizCopy } from '../../lib/content/collections';
import { fillTemplate } from '../../lib/content/template';
import { QUIZ_PLAN_MAX_ITEMS } from '../../lib/plan/quiz';
import { $quiz, downloadQuizPlan, prepareQuizPlan, reserveQuizPlan } from '../../stores/quiz';
import chatBubbleStyles from '../../styles/chat-bubbles.css?url';
import { CloseAction } from '../shared/FormParts';
import ModalShell from '../shared/ModalShell';
import ChatStep from './ChatStep';
import quizStyles from './quiz-modal.css?url';
import StartStep from './StartStep';

const QUIZ_STYLES = [chatBubbleStyles, quizStyles];

interface Props {
  copy: QuizCopy;
  catalogue: QuizCatalogue;
  onClose: () => void;
}

function PlanStep({ copy }: { copy: QuizCopy }) {
  const { plan, downloading } = useStore($quiz);
  // The plan is shown: its PDF is built at an idle moment, not on the click.
  useEffect(() => whenIdle(() => prepareQuizPlan(copy.plan)), [copy.plan]);
  if (!plan) return null;
  return (
    <div className="quiz-plan">
      <p className="quiz-plan__estimate">{fillTemplate(copy.plan.count, { count: plan.items.length })}</p>
      <ol className="quiz-plan__items">
        {plan.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={downloading}
          onClick={() => void downloadQuizPlan(copy.plan)}
        >
          {downloading ? copy.plan.downloading : copy.plan.download}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          aria-describedby="quiz-reserve-note"
          onClick={reserveQuizPlan}
        >
          {copy.plan.reserve}
        </button>
      </div>
      <p id="quiz-reserve-note" className="modal-note quiz-plan__note">
        {copy.plan.reserveNote}
      </p>
    </div>
  );
}

/** The free test-plan quiz (specification section 2): start, three questions, the plan, thanks. */
export default function QuizModal({ copy, catalogue, onClose }: Props) {
  const { step, kindLabel } = useStore($quiz);
  const titles = {
    start: { title: copy.title, description: copy.start.intro },
    chat: { title: copy.chat.title, description: undefined },
    plan: { title: copy.plan.title, description: fillTemplate(copy.plan.intro, { kind: kindLabel }) },
    thanks: { title: copy.thanks.title, description: copy.thanks.text },
  }[step];

  return (
    <ModalShell
      title={titles.title}
      {...(titles.description ? { description: titles.description } : {})}
      closeLabel={copy.close}
      onClose={onClose}
      size={step === 'plan' ? 'large' : 'default'}
      styles={QUIZ_STYLES}
    >
      {step === 'start' && (
        <StartStep copy={copy.start} estimate={fillTemplate(copy.estimate, { count: QUIZ_PLAN_MAX_ITEMS })} />
      )}
      {step === 'chat' && <ChatStep copy={copy.chat} kinds={{ catalogue, genericKind: copy.genericKind }} />}
      {step === 'plan' && <PlanStep copy={copy} />}
      {step === 'thanks' && <CloseAction label={copy.thanks.done} onClose={onClose} />}
    </ModalShell>
  );
}
