import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { whenIdle } from '../../browser/idle';
import type { QuizCatalogue, QuizCopy } from '../../lib/content/collections';
import { fillTemplate } from '../../lib/content/template';
import { QUIZ_INPUT_LIMITS, QUIZ_PLAN_MAX_ITEMS } from '../../lib/plan/quiz';
import {
  $quiz,
  answerQuestion,
  chooseStart,
  downloadQuizPlan,
  prepareQuizPlan,
  type QuizKinds,
  type QuizMode,
  reserveQuizPlan,
} from '../../stores/quiz';
import chatBubbleStyles from '../../styles/chat-bubbles.css?url';
import { CloseAction, Field } from '../shared/FormParts';
import ModalShell from '../shared/ModalShell';
import quizStyles from './quiz-modal.css?url';

const QUIZ_STYLES = [chatBubbleStyles, quizStyles];

interface Props {
  copy: QuizCopy;
  catalogue: QuizCatalogue;
  onClose: () => void;
}

function StartStep({ copy, estimate }: { copy: QuizCopy['start']; estimate: string }) {
  const [mode, setMode] = useState<QuizMode>('live');
  const [app, setApp] = useState('');
  const id = useId();
  const live = mode === 'live';
  return (
    <form
      className="modal-form"
      onSubmit={(event) => {
        event.preventDefault();
        chooseStart(mode, app);
      }}
    >
      <p className="quiz-plan__estimate">{estimate}</p>
      <fieldset className="quiz-choice">
        <legend>{copy.choiceLegend}</legend>
        {(['live', 'building'] as const).map((option) => (
          <label key={option} className="quiz-choice__option">
            <input
              type="radio"
              name="quiz-mode"
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            <span>
              <strong>{option === 'live' ? copy.live : copy.building}</strong>
              <span>{option === 'live' ? copy.liveHint : copy.buildingHint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-app`}>{live ? copy.urlLabel : copy.descriptionLabel}</label>
        {live ? (
          <input
            id={`${id}-app`}
            type="text"
            inputMode="url"
            autoComplete="url"
            maxLength={QUIZ_INPUT_LIMITS.url}
            placeholder={copy.urlPlaceholder}
            value={app}
            onChange={(event) => setApp(event.target.value)}
          />
        ) : (
          <textarea
            id={`${id}-app`}
            maxLength={QUIZ_INPUT_LIMITS.description}
            placeholder={copy.descriptionPlaceholder}
            value={app}
            onChange={(event) => setApp(event.target.value)}
          />
        )}
      </div>
      <div className="modal-actions">
        <button type="submit" className="btn btn-primary">
          {copy.next}
        </button>
      </div>
    </form>
  );
}

function ChatStep({ copy, kinds }: { copy: QuizCopy['chat']; kinds: QuizKinds }) {
  const { answers } = useStore($quiz);
  const [draft, setDraft] = useState('');
  const questionIndex = answers.length;
  const last = questionIndex === copy.questions.length - 1;
  return (
    <form
      className="modal-form"
      onSubmit={(event) => {
        event.preventDefault();
        answerQuestion(draft, kinds);
        setDraft('');
      }}
    >
      <p className="quiz-progress">
        {fillTemplate(copy.progress, { n: questionIndex + 1, total: copy.questions.length })}
      </p>
      <div className="quiz-chat" role="log" aria-live="polite">
        {copy.questions.slice(0, questionIndex + 1).map((question, index) => (
          <div key={question} className="quiz-chat__turn">
            <p className="bubble bubble--assistant">
              <span className="visually-hidden">{copy.assistant}: </span>
              {question}
            </p>
            {index < questionIndex && (
              <p className="bubble bubble--user">
                <span className="visually-hidden">{copy.you}: </span>
                {answers[index]}
              </p>
            )}
          </div>
        ))}
      </div>
      <Field
        // A new field for each question, autofocused, so focus lands on it again.
        key={questionIndex}
        label={copy.answerLabel}
        maxLength={QUIZ_INPUT_LIMITS.answer}
        placeholder={copy.answerPlaceholder}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="modal-actions">
        <button type="submit" className="btn btn-primary">
          {last ? copy.generate : copy.next}
        </button>
      </div>
    </form>
  );
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
