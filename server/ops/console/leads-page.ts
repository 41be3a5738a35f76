/**
 * The console's first page: the counts, the signups of the last days, the search form and a
 * page of people, newest first, one row each with what they did (person-row.ts).
 */
import { html } from 'hono/html';
import { LEAD_KINDS } from '../../../src/leads/rules/lead-kind.ts';
import { FOUNDER_SPOTS } from '../../../src/lib/constants.ts';
import type { DaySignups, LeadCounts } from '../lead-queries.ts';
import { type FounderRule, NO_FOUNDER_RULE } from '../ops-context.ts';
import type { OpsPerson } from '../people-queries.ts';
import { counted, grouped } from './format.ts';
import { consolePage } from './layout.ts';
import { KIND_NAMES } from './lead-parts.ts';
import {
  EMPTY_QUERY,
  isFiltered,
  type LeadsQuery,
  leadsHref,
  QUERY_MAX,
  type QueryField,
  type QueryFields,
  type QueryProblem,
} from './leads-query.ts';
import { personRows } from './person-row.ts';
import { signupsChart } from './signups-chart.ts';

export interface LeadsPageData {
  counts: LeadCounts;
  foundersTaken: number;
  /** How the founder count is made. Default: 0 taken elsewhere, every reservation counted. */
  founderRule?: FounderRule;
  days: readonly DaySignups[];
  fields: QueryFields;
  /** The search asked for, or the problems with it (then no leads are shown). */
  search:
    | { query: LeadsQuery; people: readonly OpsPerson[]; next: number | null }
    | { problems: readonly QueryProblem[] };
}

/** How the count is made, in words: the spots held here, and the operator's own figure. */
function countMade(counts: LeadCounts, { takenBefore, confirmedOnly }: FounderRule) {
  const here = confirmedOnly
    ? `${grouped(counts.foundersConfirmed)} confirmed here`
    : `${grouped(counts.founders)} reserved here`;
  return `${here}, plus ${grouped(takenBefore)} you set`;
}

function foundersCard(taken: number, made: string) {
  const width = 200;
  const filled = Math.round((Math.min(taken, FOUNDER_SPOTS) / FOUNDER_SPOTS) * width);
  return html`<div class="stat stat-wide">
    <dt>Founder spots</dt>
    <dd><span class="stat-number">${taken}</span> of ${FOUNDER_SPOTS} founder spots taken
      <span class="stat-made">${made}</span>
      <svg class="spots" viewBox="0 0 ${width} 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect class="spots-track" x="0" y="0" width="${width}" height="8" rx="4"></rect>
        <rect class="spots-taken" x="0" y="0" width="${filled}" height="8" rx="4"></rect>
      </svg>
    </dd>
  </div>`;
}

function countsSection(counts: LeadCounts, foundersTaken: number, rule: FounderRule) {
  const stat = (label: string, value: number, note = '') =>
    html`<div class="stat"><dt>${label}</dt><dd><span class="stat-number">${grouped(value)}</span>${note === '' ? '' : html` <span class="stat-note">${note}</span>`}</dd></div>`;
  // With a mailer, a founder whose address is not confirmed holds no spot: pending.
  const pending = rule.confirmedOnly && counts.founderPending > 0 ? `(${grouped(counts.founderPending)} pending)` : '';
  // Each figure is a number of people, as many as the list shows for that kind; the leads beside them.
  const leads = counts.leads === counts.people ? '' : `(${counted(counts.leads, 'lead')})`;
  return html`<section aria-labelledby="counts-title">
    <h2 id="counts-title" class="visually-hidden">Counts</h2>
    <dl class="stats">
      ${stat('People', counts.people, leads)}
      ${stat('Wait list', counts.waitlist)}
      ${stat('Reservations', counts.founders, pending)}
      ${stat('Feedback', counts.feedback)}
      ${foundersCard(foundersTaken, countMade(counts, rule))}
    </dl>
  </section>`;
}

function searchForm(fields: QueryFields, problems: readonly QueryProblem[]) {
  const problemOf = (field: QueryField) => problems.find((problem) => problem.field === field);
  const invalid = (field: QueryField) =>
    problemOf(field) ? html` aria-invalid="true" aria-describedby="problem-${field}"` : '';
  const option = (value: string, label: string) =>
    html`<option value="${value}"${(fields.kind || 'all') === value ? html` selected` : ''}>${label}</option>`;
  const filtered = fields.q !== '' || fields.kind !== '' || fields.from !== '' || fields.to !== '';
  return html`<section class="card" aria-labelledby="search-title">
    <h2 id="search-title">Find leads</h2>
    ${
      problems.length > 0
        ? html`<div class="problems" role="alert">
            <p><strong>The search could not be run:</strong></p>
            <ul>${problems.map((problem) => html`<li id="problem-${problem.field}">${problem.message}</li>`)}</ul>
          </div>`
        : ''
    }
    <form class="search" method="get" action="/ops" role="search" aria-labelledby="search-title">
      <div class="field field-grow">
        <label for="q">Words</label>
        <input id="q" name="q" type="search" maxlength="${QUERY_MAX}" value="${fields.q}" placeholder="Email, app address or message"${invalid('q')}>
      </div>
      <div class="field field-kind">
        <label for="kind">Kind</label>
        <select id="kind" name="kind"${invalid('kind')}>
          ${option('all', 'All kinds')}
          ${LEAD_KINDS.map((kind) => option(kind, KIND_NAMES[kind]))}
        </select>
      </div>
      <div class="field">
        <label for="from">From <span class="muted">(UTC)</span></label>
        <input id="from" name="from" type="date" value="${fields.from}"${invalid('from')}>
      </div>
      <div class="field">
        <label for="to">To <span class="muted">(UTC)</span></label>
        <input id="to" name="to" type="date" value="${fields.to}"${invalid('to')}>
      </div>
      <div class="search-actions">
        <button class="button" type="submit">Search</button>
        ${filtered ? html`<a class="button button-quiet" href="/ops">Clear</a>` : ''}
      </div>
    </form>
  </section>`;
}

/** The links to the newest people and to the next older page, when there are any. */
function pager(query: LeadsQuery, next: number | null) {
  if (query.cursor === null && next === null) return '';
  return html`<nav class="pager" aria-label="Pages of people">
    ${query.cursor !== null ? html`<a class="button button-quiet" href="${leadsHref({ ...query, cursor: null })}">Newest people</a>` : ''}
    ${next !== null ? html`<a class="button button-quiet" href="${leadsHref({ ...query, cursor: next })}" rel="next">Older people</a>` : ''}
  </nav>`;
}

/** What the table holds, in words: the caption. */
function tableCaption(query: LeadsQuery, shown: number) {
  const what = isFiltered(query) ? 'People matching the search' : 'People';
  const where = query.cursor === null ? 'newest first' : 'newest first, continued';
  return `${what}, ${where} (${counted(shown, 'person', 'people')} on this page)`;
}

function resultsSection(
  query: LeadsQuery,
  people: readonly OpsPerson[],
  next: number | null,
  total: number,
  rule: FounderRule,
) {
  if (people.length === 0)
    return html`<section class="card empty" aria-labelledby="results-title">
      <h2 id="results-title">${total === 0 ? 'No leads yet' : 'No one matches'}</h2>
      <p class="muted">${
        total === 0
          ? 'People appear here as they join the wait list, reserve a founder spot or send feedback.'
          : 'Nothing held matches this search. Try fewer words, another kind or wider days.'
      }</p>
      ${query.cursor !== null ? html`<p><a href="${leadsHref({ ...query, cursor: null })}">Back to the newest people</a></p>` : ''}
    </section>`;
  return html`<section class="card card-flush" aria-labelledby="results-title">
    <h2 id="results-title" class="visually-hidden">People</h2>
    <div class="table-wrap">
      <table class="leads">
        <caption>${tableCaption(query, people.length)}</caption>
        <thead>
          <tr>
            <th scope="col" class="col-received">Latest</th>
            <th scope="col" class="col-kind">Did</th>
            <th scope="col" class="col-email">Email</th>
            <th scope="col" class="col-state">Confirmation</th>
            <th scope="col" class="col-url">App address</th>
            <th scope="col" class="col-message">Feedback</th>
          </tr>
        </thead>
        ${people.map((person) => personRows(person, rule))}
      </table>
    </div>
    ${pager(query, next)}
  </section>`;
}

export function leadsPage({
  counts,
  foundersTaken,
  founderRule = NO_FOUNDER_RULE,
  days,
  fields,
  search,
}: LeadsPageData) {
  const problems = 'problems' in search ? search.problems : [];
  return consolePage({
    title: 'Leads',
    current: 'leads',
    signedIn: true,
    body: html`<div class="page-head">
        <h1>Leads</h1>
        <p class="muted">Everyone who joined the wait list, reserved a founder spot or sent feedback: one row per email address, with what they did. Times are UTC.</p>
      </div>
      ${countsSection(counts, foundersTaken, founderRule)}
      ${signupsChart(days)}
      ${searchForm(fields, problems)}
      ${'problems' in search ? '' : resultsSection(search.query ?? EMPTY_QUERY, search.people, search.next, counts.people, founderRule)}`,
  });
}
