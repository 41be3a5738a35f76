import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { AnalysisCopy } from '../../lib/content-schemas';
import { $plan, $planComplete } from '../../stores/plan';
import PlanView from './PlanView';
import StartTestButton from './StartTestButton';

/** The right-hand side: the plan so far and the way to the scenarios. */
export default function PlanPanel({ copy, emptyText }: { copy: AnalysisCopy; emptyText: string }) {
  const plan = useStore($plan);
  const complete = useStore($planComplete);
  const id = useId();
  return (
    <section className="plan" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {copy.planTitle}
      </h2>
      <div className="plan__scroll">
        <PlanView plan={plan} emptyText={emptyText} copy={copy} />
      </div>
      <div className="plan__footer">
        <StartTestButton complete={complete} copy={copy} />
      </div>
    </section>
  );
}
