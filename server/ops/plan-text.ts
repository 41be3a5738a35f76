/**
 * A founder reservation's plan as one line of text, for the CSV (docs/operating.md, "The operator's console
 * and the founder count"): the app, then each segment under its user type with its persona and
 * goals, e.g. `Dog owners > Busy professionals: Maria, 34, nurse; goals: Book a walk`. A plan
 * that cannot be read is given as it was stored, so nothing of it is lost.
 */
import { planView, type SegmentView, type UserTypeView } from './console/plan-view.ts';

const segmentText = (type: string, segment: SegmentView) => {
  const persona = segment.persona.map((line) => line.value).join(', ');
  const goals = segment.goals.length > 0 ? `goals: ${segment.goals.join('; ')}` : '';
  const about = [persona, goals].filter((part) => part !== '').join('; ');
  return `${type} > ${segment.name}${about === '' ? '' : `: ${about}`}`;
};

const userTypeText = (type: UserTypeView): string[] => {
  const name = type.description ? `${type.name} (${type.description})` : type.name;
  return type.segments.length === 0 ? [name] : type.segments.map((segment) => segmentText(name, segment));
};

/** The plan's JSON as text: '' for none, the JSON itself when it cannot be read. */
export function planText(json: string): string {
  const view = planView(json);
  if (view.kind === 'none') return '';
  if (view.kind === 'unreadable') return json;
  const parts = view.userTypes.flatMap(userTypeText);
  if (view.description) parts.unshift(`App: ${view.description}`);
  return parts.join(' | ');
}
