import { useStore } from '@nanostores/react';
import type { TestExecutionCopy } from '../../lib/content/collections';
import { fillCount } from '../../lib/content/count-words';
import { displayAppUrl } from '../../lib/forms/url';
import { countScenarios, groupScenarios } from '../../lib/plan/scenario-groups';
import { openReservation } from '../../stores/modal';
import { $devUrl, $plan } from '../../stores/plan';
import { ExecutionTop } from './ExecutionTop';
import { PersonaBlock } from './PersonaBlock';
import './test-execution.css';

/**
 * /test-execution: what the plan kept in this browser will have Testable's AI users do. First
 * screen: how many scenarios and when they run, the reservation (it carries the app's address),
 * the sample report, and what happens next; then one block per persona with its goals.
 */
export default function TestExecutionApp({ copy }: { copy: TestExecutionCopy }) {
  const groups = groupScenarios(useStore($plan), copy.scenario);
  const devUrl = useStore($devUrl);
  const app = devUrl ? displayAppUrl(devUrl) : '';
  const sampleReport = (
    <a className="btn btn-secondary btn-lg" href="/#results-dashboard" data-track="execution-sample-report">
      {copy.sampleReport}
    </a>
  );

  if (groups.length === 0) {
    return (
      <div className="execution">
        <div className="execution__band">
          <div className="execution__intro container">
            <ExecutionTop copy={copy} app={app} heading={copy.empty} empty />
            <div className="execution__actions">
              <a className="btn btn-primary btn-lg" href="/analysis" data-track="execution-empty-back">
                {copy.goBack}
              </a>
              {sampleReport}
            </div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="execution">
      <div className="execution__band">
        <div className="execution__intro container">
          <ExecutionTop copy={copy} app={app} heading={copy.heading} />
          <p className="execution__summary">{fillCount(copy.summary, countScenarios(groups))}</p>
          <div className="execution__actions">
            <button
              type="button"
              className="btn btn-primary btn-lg"
              aria-haspopup="dialog"
              aria-describedby="execution-next"
              data-track="execution-reserve"
              onClick={() => openReservation('payment', $devUrl.get())}
            >
              {copy.reserve}
            </button>
            {sampleReport}
          </div>
          <p className="execution__next" id="execution-next">
            <strong>{copy.nextLabel}</strong> {copy.next}
          </p>
        </div>
      </div>
      <section className="execution__personas container" aria-labelledby="execution-personas">
        <h2 id="execution-personas" className="execution__personas-title">
          {copy.personasTitle}
        </h2>
        <ul className="personas">
          {groups.map((group) => (
            <PersonaBlock key={group.persona} group={group} segmentLabel={copy.segment} />
          ))}
        </ul>
      </section>
    </div>
  );
}
