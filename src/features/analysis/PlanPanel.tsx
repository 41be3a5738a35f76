import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { AnalysisCopy } from '../../lib/content/collections';
import { $plan, $planComplete } from '../../stores/plan';
import PlanView from './PlanView';
import StartTestButton from './StartTestButton';
import './plan-panel.css';

/** The right-hand side: the plan so far and the way to the scenarios. */
export default function PlanPanel({ copy, emptyText }: { copy: AnalysisCopy; emptyText: string }) {
  const plan = useStore($plan);
  const complete = useStore($planComplete);
  const id = useId();
  return (
    <section className="plan">
      <h2 id={`${id}-title`} className="panel__title">
        {copy.planTitle}
      </h2>
      {/* The plan scrolls on its own, so it is a named region keyboard users can focus and scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="plan__scroll" aria-labelledby={`${id}-title`} tabIndex={0}>
        <PlanView plan={plan} emptyText={emptyText} copy={copy} />
      </section>
      <div className="plan__footer">
        <StartTestButton complete={complete} copy={copy} />
      </div>
    </section>
  );
}
