import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId } from 'react';
import type { AnalysisCopy } from '../../lib/content/collections';
import { $planComplete } from '../../stores/plan';
import StartTestButton from './StartTestButton';
import './plan-panel.css';

/**
 * The plan's view, with all it takes to edit it, is a file of its own: a phone fetches it when it
 * first opens the plan's tab (MobileTabs), so the chat it shows first stays within its JavaScript
 * budget (bench/README.md); a wide screen fetches it at once, with the split view (AnalysisApp).
 */
export const loadPlanView = () => import('./PlanView');
const PlanView = lazy(loadPlanView);

/** The right-hand side: the plan so far and the way to the scenarios. */
export default function PlanPanel({ copy, emptyText }: { copy: AnalysisCopy; emptyText: string }) {
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
        <Suspense fallback={null}>
          <PlanView copy={copy} emptyText={emptyText} />
        </Suspense>
      </section>
      <div className="plan__footer">
        <StartTestButton complete={complete} copy={copy} />
      </div>
    </section>
  );
}
