import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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
import { CloseAction } from '../shared/FormParts';
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
      <p className="quiz-plan__estimate tone-accent">{estimate}</p>
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

/**
 * The chat's answer: one line that grows with a long answer, up to about five lines, then
 * scrolls. It behaves as the one-line field it replaces: Enter sends the answer (Shift+Enter
 * too), a line break pasted in becomes a space, and it is announced as a single-line text field.
 */
export function AnswerField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  // Its height follows its content: measured with no height set, then capped by the CSS max-height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again whenever the value changes
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    field.style.height = 'auto';
    const borders = field.offsetHeight - field.clientHeight;
    field.style.height = `${field.scrollHeight + borders}px`;
  }, [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={ref}
        className="quiz-answer"
        rows={1}
        aria-multiline={false}
        maxLength={QUIZ_INPUT_LIMITS.answer}
        placeholder={placeholder}
        value={value}
        // biome-ignore lint/a11y/noAutofocus: each question's field takes the focus, as the one-line field did
        autoFocus
        onChange={(event) => onChange(event.target.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
    </div>
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
      <AnswerField
        // A new field for each question, autofocused, so focus lands on it again.
        key={questionIndex}
        label={copy.answerLabel}
        placeholder={copy.answerPlaceholder}
        value={draft}
        onChange={setDraft}
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
      <p className="quiz-plan__estimate tone-accent">{fillTemplate(copy.plan.count, { count: plan.items.length })}</p>
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
