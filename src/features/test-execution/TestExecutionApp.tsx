import { useStore } from '@nanostores/react';
import { useHydrated } from '../../browser/hydrated';
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
 *
 * The page's HTML is this app's render before it reads the browser's storage: the way back, the
 * label and the heading. Hydrating it keeps those elements (and their paint) while the rest
 * appears; without a plan the heading says so instead.
 */
export default function TestExecutionApp({ copy }: { copy: TestExecutionCopy }) {
  const hydrated = useHydrated();
  const groups = groupScenarios(useStore($plan), copy.scenario);
  const devUrl = useStore($devUrl);
  const shown = !hydrated ? 'html' : groups.length === 0 ? 'empty' : 'plan';
  const app = shown !== 'html' && devUrl ? displayAppUrl(devUrl) : '';
  const sampleReport = (
    <a className="btn btn-secondary btn-lg" href="/#results-dashboard" data-track="execution-sample-report">
      {copy.sampleReport}
    </a>
  );

  return (
    <div className="execution">
      <div className="execution__band">
        <div className="execution__intro container">
          <ExecutionTop
            copy={copy}
            app={app}
            heading={shown === 'empty' ? copy.empty : copy.heading}
            empty={shown === 'empty'}
          />
          {shown === 'empty' && (
            <div className="execution__actions">
              <a className="btn btn-primary btn-lg" href="/analysis" data-track="execution-empty-back">
                {copy.goBack}
              </a>
              {sampleReport}
            </div>
          )}
          {shown === 'plan' && (
            <>
              <p className="execution__summary">{fillCount(copy.summary, countScenarios(groups))}</p>
              <div className="execution__actions">
                <button
                  type="button"
                  className="btn btn-primary btn-lg"
                  aria-haspopup="dialog"
                  aria-describedby="execution-next"
                  data-track="execution-reserve"
                  onClick={() => openReservation('payment', $devUrl.get(), $plan.get())}
                >
                  {copy.reserve}
                </button>
                {sampleReport}
              </div>
              <p className="execution__next" id="execution-next">
                <strong>{copy.nextLabel}</strong> {copy.next}
              </p>
            </>
          )}
        </div>
      </div>
      {shown === 'plan' && (
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
      )}
    </div>
  );
}
