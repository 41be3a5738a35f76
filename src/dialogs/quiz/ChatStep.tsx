import { useStore } from '@nanostores/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { QuizCopy } from '../../lib/content/collections';
import { fillTemplate } from '../../lib/content/template';
import { QUIZ_INPUT_LIMITS } from '../../lib/plan/quiz';
import { $quiz, answerQuestion, type QuizKinds } from '../../stores/quiz';

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

/** The quiz's questions, asked one at a time as a chat, each answer shown under its question. */
export default function ChatStep({ copy, kinds }: { copy: QuizCopy['chat']; kinds: QuizKinds }) {
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
