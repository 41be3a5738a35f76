import type { ReactNode } from 'react';
import { fillTemplate } from '../../lib/content/template';
import type { Persona, PersonaField, Segment } from '../../lib/plan/plan';
import type { SegmentAt } from '../../lib/plan/plan-edits';
import EditableValue from './EditableValue';
import GoalList from './GoalList';
import { RemoveButton } from './PlanControls';
import { usePlanEditing } from './plan-editing';

/** The persona of a segment: name and age, then the other facts it has, each edited in place. */
function PersonaDetails({ persona, at }: { persona: Persona; at: SegmentAt }) {
  const { copy } = usePlanEditing();
  const words = copy.edit;
  const name = persona.name?.value ?? words.unnamedPersona;
  const editable = (field: PersonaField, children: ReactNode) => (
    <EditableValue
      target={{ kind: 'persona', at, field }}
      value={persona[field]?.value ?? ''}
      label={fillTemplate(words.personaFields[field].field, { name })}
      editLabel={fillTemplate(words.personaFields[field].edit, { name })}
    >
      {children}
    </EditableValue>
  );
  const facts = (
    [
      ['gender', copy.gender],
      ['occupation_background', copy.occupation],
      ['state_of_mind', copy.stateOfMind],
      ['device', copy.device],
    ] as const
  ).flatMap(([field, label]) => {
    const value = persona[field]?.value;
    return value ? [{ field, label, value }] : [];
  });
  return (
    <div className="segment__persona">
      <div className="segment__who">
        <span className="visually-hidden">{copy.persona}: </span>
        {persona.name && editable('name', <strong>{persona.name.value}</strong>)}
        {persona.age &&
          editable('age', <span className="segment__age">{fillTemplate(copy.age, { age: persona.age.value })}</span>)}
      </div>
      {facts.length > 0 && (
        <dl className="segment__facts">
          {facts.map(({ field, label, value }) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd>{editable(field, value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** One segment: its name, its persona and its goals, each edited in place; the segment renamed or removed. */
export default function SegmentCard({ segment, at }: { segment: Segment; at: SegmentAt }) {
  const { copy } = usePlanEditing();
  const words = copy.edit;
  // A segment without a name is shown as "Segment 2", and named by its number where words name it.
  const name = segment.segment?.value ?? String(at.segment + 1);
  const shown = segment.segment?.value ?? fillTemplate(copy.segment, { n: at.segment + 1 });
  const target = { kind: 'segment', at } as const;
  const remove = (
    <RemoveButton
      target={target}
      label={fillTemplate(words.removeSegment, { name })}
      removed={fillTemplate(words.segmentRemoved, { name })}
      name={shown}
    />
  );
  return (
    <li className="segment">
      <EditableValue
        target={target}
        value={segment.segment?.value ?? ''}
        label={words.segmentName}
        editLabel={fillTemplate(words.renameSegment, { name })}
        actions={remove}
      >
        <h4 className="segment__name">{shown}</h4>
      </EditableValue>
      {segment.persona && <PersonaDetails persona={segment.persona} at={at} />}
      <GoalList goals={segment.goals} at={at} segmentName={shown} />
    </li>
  );
}
