import { useId } from 'react';
import type { AnalysisCopy } from '../../lib/content/collections';
import './start-test-button.css';

/**
 * Start Test goes to the scenarios once the plan is complete. Before that it stays focusable
 * (aria-disabled rather than disabled) so keyboard and screen-reader users reach the tooltip.
 */
export default function StartTestButton({ complete, copy }: { complete: boolean; copy: AnalysisCopy }) {
  const tooltipId = useId();
  if (complete) {
    return (
      <a className="btn btn-primary start-test" href="/test-execution" data-track="start-test">
        {copy.startTest}
      </a>
    );
  }
  return (
    <span className="tooltip-anchor">
      <button type="button" className="btn btn-primary start-test" aria-disabled="true" aria-describedby={tooltipId}>
        {copy.completeFirst}
      </button>
      <span id={tooltipId} role="tooltip" className="tooltip">
        {copy.completeFirstTooltip}
      </span>
    </span>
  );
}
