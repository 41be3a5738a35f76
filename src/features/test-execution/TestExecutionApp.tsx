import { useStore } from '@nanostores/react';
import type { TestExecutionCopy } from '../../lib/content/collections';
import { fillTemplate } from '../../lib/content/template';
import { toScenarios } from '../../lib/plan/plan';
import { openReservation } from '../../stores/modal';
import { $devUrl, $plan } from '../../stores/plan';
import './test-execution.css';

/** /test-execution: one card per goal of the plan kept in this browser. */
export default function TestExecutionApp({ copy }: { copy: TestExecutionCopy }) {
  const scenarios = toScenarios(useStore($plan), copy.scenario);
  return (
    <div className="execution container">
      <div className="execution__top">
        <h1 className="execution__title">{copy.title}</h1>
        <a className="btn btn-secondary" href="/analysis" data-track="execution-back">
          {copy.back}
        </a>
      </div>
      {scenarios.length === 0 ? (
        <div className="execution__empty card">
          <p>{copy.empty}</p>
          <a className="btn btn-primary" href="/analysis" data-track="execution-empty-back">
            {copy.goBack}
          </a>
        </div>
      ) : (
        <>
          <p className="execution__lede">{copy.heading}</p>
          <p className="execution__count">{fillTemplate(copy.count, { count: scenarios.length })}</p>
          <ol className="scenarios">
            {scenarios.map((scenario, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: scenarios have no id; the list is derived whole
              <li key={index} className="scenario card">
                <span className="scenario__number" aria-hidden="true">
                  {index + 1}
                </span>
                <dl>
                  <div className="scenario__goal">
                    <dt>{copy.goal}</dt>
                    <dd>{scenario.goal}</dd>
                  </div>
                  <div>
                    <dt>{copy.segment}</dt>
                    <dd>{scenario.segment}</dd>
                  </div>
                  <div>
                    <dt>{copy.persona}</dt>
                    <dd>{scenario.persona}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="execution__actions">
        <button
          type="button"
          className="btn btn-primary"
          aria-haspopup="dialog"
          data-track="execution-reserve"
          onClick={() => openReservation('payment', $devUrl.get())}
        >
          {copy.reserve}
        </button>
        <a className="btn btn-secondary" href="/#results-dashboard" data-track="execution-sample-report">
          {copy.sampleReport}
        </a>
      </div>
    </div>
  );
}
