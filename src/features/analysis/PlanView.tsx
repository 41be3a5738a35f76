import type { AnalysisCopy } from '../../lib/content/collections';
import { fillTemplate } from '../../lib/content/template';
import { isPlanEmpty, type PlanState, type Segment } from '../../lib/plan/plan';
import './plan-view.css';

function SegmentCard({ segment, index, copy }: { segment: Segment; index: number; copy: AnalysisCopy }) {
  const persona = segment.persona;
  const facts = [
    [copy.gender, persona?.gender?.value],
    [copy.occupation, persona?.occupation_background?.value],
    [copy.stateOfMind, persona?.state_of_mind?.value],
    [copy.device, persona?.device?.value],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <li className="segment">
      <h4 className="segment__name">{segment.segment?.value ?? fillTemplate(copy.segment, { n: index + 1 })}</h4>
      {persona && (
        <div className="segment__persona">
          <p className="segment__who">
            <span className="visually-hidden">{copy.persona}: </span>
            <strong>{persona.name?.value}</strong>
            {persona.age && <span className="segment__age">{fillTemplate(copy.age, { age: persona.age.value })}</span>}
          </p>
          {facts.length > 0 && (
            <dl className="segment__facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
      {segment.goals.length > 0 && (
        <>
          <h5 className="segment__goals-title">{copy.goals}</h5>
          <ul className="segment__goals">
            {segment.goals.map((goal, goalIndex) => (
              // Goals can repeat; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change
              <li key={goalIndex}>{goal.value}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** The plan as text: description, then each user type with its segments. */
export default function PlanView({
  plan,
  emptyText,
  copy,
}: {
  plan: PlanState | null;
  emptyText: string;
  copy: AnalysisCopy;
}) {
  if (!plan || isPlanEmpty(plan)) {
    return <p className="plan__empty">{emptyText}</p>;
  }
  return (
    <div className="plan__content">
      {plan.app_description && (
        <section className="plan__description">
          <h3>{copy.appDescription}</h3>
          <p>{plan.app_description.value}</p>
        </section>
      )}
      {plan.user_types.map((userType, typeIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: user types have no id of their own
        <section key={typeIndex} className="user-type">
          <h3>
            <span className="user-type__label">{copy.userType}</span> {userType.type?.value}
          </h3>
          {userType.description && <p className="user-type__description">{userType.description.value}</p>}
          <ol className="user-type__segments">
            {userType.segments.map((segment, segmentIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: segments have no id of their own
              <SegmentCard key={segmentIndex} segment={segment} index={segmentIndex} copy={copy} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
