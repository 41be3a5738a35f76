import type { ScenarioGroup } from '../../lib/plan/scenario-groups';

/**
 * One persona and what it will do: its line once (who in bold, then the rest of it), then for
 * each segment it tests, the segment's name and its goals as a checklist. Nothing is ticked:
 * these are what the AI user will work through, not results.
 */
export function PersonaBlock({ group, segmentLabel }: { group: ScenarioGroup; segmentLabel: string }) {
  return (
    <li className="persona card">
      <div className="persona__top">
        <span className="persona__avatar" aria-hidden="true">
          {[...group.head][0]}
        </span>
        <h3 className="persona__line">
          <span className="persona__head">{group.head}</span>
          {group.details && <span className="persona__details">{` - ${group.details}`}</span>}
        </h3>
      </div>
      {group.segments.map((segment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments have no id; the list is derived whole
        <div key={index} className="persona__segment">
          <p className="persona__segment-name">
            <span className="persona__segment-label">{segmentLabel}</span> {segment.segment}
          </p>
          <ul className="checklist">
            {segment.goals.map((goal, goalIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: goals have no id and may repeat
              <li key={goalIndex} className="scenario">
                <svg className="checklist__box" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <rect x="2" y="2" width="16" height="16" rx="5" />
                </svg>
                <span>{goal}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </li>
  );
}
