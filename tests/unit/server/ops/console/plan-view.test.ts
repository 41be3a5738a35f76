// @vitest-environment node
/** A lead's plan as the console reads it, and as it shows it. */
import { describe, expect, it } from 'vitest';
import {
  type PlanView,
  planDetails,
  planHtml,
  planView,
  UNNAMED_SEGMENT,
  UNNAMED_USER_TYPE,
} from '../../../../../server/ops/console/plan-view';

const v = (value: string) => ({ value });
const MARIA = { name: v('Maria'), age: v('34'), device: v('iPhone 15'), state_of_mind: v('Impatient') };
const FULL = {
  app_description: v('An online shop for landscaping supplies'),
  user_types: [
    {
      type: v('Trade buyers'),
      description: v('who run small crews'),
      segments: [
        { segment: v('Landscapers'), persona: MARIA, goals: [v('Price 40 bags of mulch'), v('Book a delivery')] },
      ],
    },
    { type: v('Home gardeners'), segment: [{ goals: [v('Find bark chips')] }] },
  ],
};

describe('planView', () => {
  it.each<[string, string, PlanView['kind']]>([
    ['no plan', '', 'none'],
    ['only spaces', '   ', 'none'],
    ['not JSON', '{"user_types": [', 'unreadable'],
    ['JSON that is not an object: a list', '[1,2]', 'unreadable'],
    ['JSON that is not an object: null', 'null', 'unreadable'],
    ['JSON that is not an object: a string', '"plan"', 'unreadable'],
    ['markup', '<script>alert(1)</script>', 'unreadable'],
    ['an object of anything else', '{"x":1}', 'plan'],
  ])('%s: %s', (_, json, kind) => {
    expect(planView(json).kind).toBe(kind);
  });

  it('reads user types, then their segments, each with its persona and goals, in order', () => {
    expect(planView(JSON.stringify(FULL))).toEqual({
      kind: 'plan',
      description: 'An online shop for landscaping supplies',
      summary: '2 user types · 2 segments · 3 goals',
      userTypes: [
        {
          name: 'Trade buyers',
          description: 'who run small crews',
          segments: [
            {
              name: 'Landscapers',
              persona: [
                { label: 'Name', value: 'Maria' },
                { label: 'Age', value: '34' },
                { label: 'State of mind', value: 'Impatient' },
                { label: 'Device', value: 'iPhone 15' },
              ],
              goals: ['Price 40 bags of mulch', 'Book a delivery'],
            },
          ],
        },
        {
          name: 'Home gardeners',
          description: null,
          segments: [{ name: UNNAMED_SEGMENT, persona: [], goals: ['Find bark chips'] }],
        },
      ],
    });
  });

  it.each<[string, unknown, string]>([
    ['no user types', { app_description: v('An app') }, 'no user types yet'],
    ['an unnamed user type', { user_types: [{ segments: [] }] }, '1 user type · 0 segments · 0 goals'],
    [
      'numbers as values',
      { user_types: [{ type: { value: 7 }, segments: [{ goals: [{ value: 3 }] }] }] },
      '1 user type · 1 segment · 1 goal',
    ],
    [
      'junk among the items',
      { user_types: [null, 'x', { type: v('A'), segments: [1, { goals: [null, v('g')] }] }] },
      '1 user type · 1 segment · 1 goal',
    ],
  ])('%s: %s', (_, plan, summary) => {
    const view = planView(JSON.stringify(plan));
    expect(view).toMatchObject({ kind: 'plan', summary });
  });

  it('names an unnamed user type and segment', () => {
    const view = planView(JSON.stringify({ user_types: [{ segments: [{ goals: [] }] }] }));
    expect(view).toMatchObject({ userTypes: [{ name: UNNAMED_USER_TYPE, segments: [{ name: UNNAMED_SEGMENT }] }] });
  });
});

describe('planHtml', () => {
  const render = async (view: PlanView, of = planHtml) => String(await of(view));

  it('shows nothing for a lead without a plan, and says so of one that cannot be read', async () => {
    expect(await render(planView(''))).toBe('');
    expect(await render(planView(''), planDetails)).toBe('');
    expect(await render(planView('{oops'))).toContain('(plan could not be read)');
    expect(await render(planView('{oops'), planDetails)).toContain('(plan could not be read)');
  });

  it('folds a plan under its summary', async () => {
    const text = await render(planView(JSON.stringify(FULL)), planDetails);
    expect(text).toMatch(
      /^<details class="plan">\s*<summary>Plan <span class="muted">· 2 user types · 2 segments · 3 goals<\/span><\/summary>/,
    );
    for (const word of ['Trade buyers', 'who run small crews', 'Landscapers', 'Maria', 'iPhone 15', 'Book a delivery'])
      expect(text).toContain(word);
  });

  it('shows every word of a plan as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const plan = {
      app_description: v(hostile),
      user_types: [
        {
          type: v(hostile),
          description: v(hostile),
          segments: [{ segment: v(hostile), persona: { name: v(hostile) }, goals: [v(hostile)] }],
        },
      ],
    };
    const text = await render(planView(JSON.stringify(plan)), planDetails);
    expect(text).not.toContain('<img');
    expect(text.split('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;').length - 1).toBe(6);
  });
});
