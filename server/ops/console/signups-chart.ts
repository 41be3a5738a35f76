/**
 * The signups of the last days as a small bar chart: an inline SVG whose bars are sized by
 * their attributes (the console's CSP allows no style attribute), hidden from assistive
 * technology, which reads the same numbers from a table beside it instead.
 */
import { html } from 'hono/html';
import type { DaySignups } from '../lead-queries.ts';
import { counted, shortDay } from './format.ts';

/** How many days the chart shows. */
export const CHART_DAYS = 30;

export interface ChartBox {
  width: number;
  height: number;
  /** Space between two bars. */
  gap: number;
  /** How tall a day without signups is drawn, so that every day has its place. */
  floor: number;
}

export const CHART_BOX: ChartBox = { width: 600, height: 120, gap: 4, floor: 2 };

export interface ChartBar extends DaySignups {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  bars: ChartBar[];
  /** The count the chart's full height stands for: the largest day's, at least 1. */
  top: number;
  total: number;
  /** The day with the most signups (the latest of equals); null when there were none. */
  busiest: DaySignups | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Where each day's bar goes in the box: side by side, oldest first, heights to scale. */
export function chartGeometry(days: readonly DaySignups[], box: ChartBox = CHART_BOX): ChartGeometry {
  const top = Math.max(1, ...days.map((day) => day.people));
  const slot = days.length === 0 ? 0 : box.width / days.length;
  const width = Math.max(1, slot - box.gap);
  const bars = days.map((day, index) => {
    const height = day.people === 0 ? box.floor : Math.max(box.floor, (day.people / top) * box.height);
    return {
      ...day,
      x: round(index * slot + (slot - width) / 2),
      y: round(box.height - height),
      width: round(width),
      height: round(height),
    };
  });
  const total = days.reduce((sum, day) => sum + day.people, 0);
  const busiest = days.reduce<DaySignups | null>(
    (best, day) => (day.people > 0 && day.people >= (best?.people ?? 0) ? day : best),
    null,
  );
  return { bars, top, total, busiest };
}

/** The chart in one sentence: its total, and its busiest day. */
export function chartSummary({ total, busiest }: ChartGeometry, days: number): string {
  const all = `${counted(total, 'signup')} in the last ${days} days`;
  return busiest ? `${all}; the most, ${busiest.people}, on ${shortDay(busiest.day)}.` : `${all}.`;
}

/** The chart, its summary, and the numbers of every day as a table for assistive technology. */
export function signupsChart(days: readonly DaySignups[]) {
  const geometry = chartGeometry(days);
  const { width, height } = CHART_BOX;
  const first = days[0];
  const last = days.at(-1);
  return html`<section class="card chart" aria-labelledby="chart-title">
    <div class="card-head">
      <h2 id="chart-title">Signups per day</h2>
      <p class="muted">${chartSummary(geometry, days.length)}</p>
    </div>
    <div class="chart-grid">
      <span class="chart-top" aria-hidden="true">${geometry.top}</span>
      <svg class="chart-svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line class="chart-rule" x1="0" y1="0.5" x2="${width}" y2="0.5"></line>
        <line class="chart-axis" x1="0" y1="${height - 0.5}" x2="${width}" y2="${height - 0.5}"></line>
        ${geometry.bars.map(
          (bar) =>
            html`<rect class="${bar.people === 0 ? 'bar bar-none' : 'bar'}" x="${bar.x}" y="${bar.y}" width="${bar.width}" height="${bar.height}" rx="2"><title>${shortDay(bar.day)}: ${counted(bar.people, 'signup')}</title></rect>`,
        )}
      </svg>
      <span class="chart-bottom" aria-hidden="true">0</span>
      <div class="chart-days" aria-hidden="true">
        <span>${first ? shortDay(first.day) : ''}</span><span>${last ? shortDay(last.day) : ''}</span>
      </div>
    </div>
    <div class="visually-hidden">
    <table>
      <caption>Signups per day, the last ${days.length} days (people who joined the wait list or reserved)</caption>
      <thead><tr><th scope="col">Day</th><th scope="col">Signups</th></tr></thead>
      <tbody>
        ${days.map((day) => html`<tr><th scope="row">${shortDay(day.day)}</th><td>${day.people}</td></tr>`)}
      </tbody>
    </table>
    </div>
  </section>`;
}
