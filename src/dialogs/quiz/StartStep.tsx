import { useId, useState } from 'react';
import type { QuizCopy } from '../../lib/content/collections';
import { QUIZ_INPUT_LIMITS } from '../../lib/plan/quiz';
import { chooseStart, type QuizMode } from '../../stores/quiz';

/** The quiz's first step: a live app's address, or what the app being built will do. */
export default function StartStep({ copy, estimate }: { copy: QuizCopy['start']; estimate: string }) {
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
