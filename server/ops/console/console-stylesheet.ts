// Written by `npm run styles` from server/ops/console/console.css: edit that file, then run it.

export const CONSOLE_RULES_CSS = `
:root {
  --c-good-line: color-mix(in srgb, var(--c-good) 30%, var(--c-good-soft));
  --c-bad-hover: color-mix(in srgb, var(--c-bad) 80%, var(--c-ink));
  --c-on-bad: var(--c-bg);
  --c-bar-none: var(--c-line-strong);
  --font: Figtree, Arial, "DejaVu Sans", sans-serif;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
}
*,
*::before,
*::after {
  box-sizing: border-box;
}
html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
body {
  margin: 0;
  min-height: 100vh;
  font: var(--text-base) / 1.55 var(--font);
  color: var(--c-ink);
  background: var(--c-bg-soft);
}
h1,
h2,
h3 {
  line-height: 1.2;
  letter-spacing: -0.015em;
  margin: 0 0 0.5rem;
}
h1 {
  font-size: var(--text-3xl);
  letter-spacing: -0.025em;
}
h2 {
  font-size: var(--text-lg);
}
p {
  margin: 0 0 0.75rem;
}
p:last-child {
  margin-bottom: 0;
}
a {
  color: var(--c-accent-ink);
  text-underline-offset: 0.2em;
}
a:hover {
  text-decoration-thickness: 2px;
}
:focus-visible {
  outline: 3px solid var(--c-accent);
  outline-offset: 2px;
}
main:focus {
  outline: none;
}
.visually-hidden {
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
}
.muted {
  color: var(--c-ink-2);
}
.break {
  overflow-wrap: anywhere;
}
.mono {
  font-family: var(--mono);
  font-size: var(--text-xs);
}
.skip-link {
  position: absolute;
  left: 1rem;
  top: 0.75rem;
  z-index: 10;
  padding: 0.5rem 1rem;
  border-radius: var(--radius-sm);
  background: var(--c-ink);
  color: var(--c-bg);
  font-weight: 600;
  transform: translateY(-200%);
}
.skip-link:focus {
  transform: none;
}
.top {
  background: var(--c-bg);
  border-bottom: 1px solid var(--c-line);
}
.top-inner {
  max-width: 75rem;
  margin: 0 auto;
  padding: 0.75rem 1.5rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
}
.brand {
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  color: var(--c-ink);
  text-decoration: none;
  font-weight: 700;
  letter-spacing: -0.01em;
  margin-right: auto;
}
.logo {
  flex: none;
  width: 2rem;
  height: 2rem;
}
.brand-sub {
  font-weight: 500;
  color: var(--c-ink-2);
}
.top-nav ul {
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.top-nav a {
  display: inline-block;
  padding: 0.4rem 0.75rem;
  border-radius: var(--radius-sm);
  color: var(--c-ink-2);
  font-weight: 500;
  text-decoration: none;
}
.top-nav a:hover {
  color: var(--c-ink);
  background: var(--c-bg-soft);
}
.top-nav a[aria-current="page"] {
  color: var(--c-accent-ink);
  background: var(--c-accent-soft);
  font-weight: 600;
}
.sign-out {
  margin: 0;
}
main {
  display: block;
  max-width: 75rem;
  margin: 0 auto;
  padding: 2rem 1.5rem 4rem;
}
main > * + * {
  margin-top: 1.25rem;
}
.page-head > * + * {
  margin-top: 0.5rem;
}
.page-head h1 {
  margin: 0;
}
.crumbs {
  font-size: var(--text-sm);
  color: var(--c-ink-2);
  margin: 0 0 -0.5rem;
}
.narrow {
  max-width: 40rem;
}
.card {
  background: var(--c-bg-raised);
  border: 1px solid var(--c-line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 1.25rem 1.5rem;
}
.card-flush {
  padding: 0;
  overflow: hidden;
}
.card-head {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin-bottom: 1rem;
}
.card-head h2,
.card-head p {
  margin: 0;
}
.card-head p {
  font-size: var(--text-sm);
}
.empty {
  text-align: center;
  padding: 2.5rem 1.5rem;
}
.button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.5rem;
  padding: 0.45rem 1rem;
  border: 1px solid var(--c-accent);
  border-radius: var(--radius-sm);
  background: var(--c-accent);
  color: var(--c-on-accent);
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
}
.button:hover {
  background: var(--c-accent-ink);
  border-color: var(--c-accent-ink);
}
.button-quiet {
  background: var(--c-bg-raised);
  color: var(--c-ink);
  border-color: var(--c-line-strong);
}
.button-quiet:hover {
  background: var(--c-bg-soft);
  border-color: var(--c-control-line);
  color: var(--c-ink);
}
.button-danger {
  background: var(--c-bad);
  border-color: var(--c-bad);
  color: var(--c-on-bad);
}
.button-danger:hover {
  background: var(--c-bad-hover);
  border-color: var(--c-bad-hover);
}
.top .button {
  min-height: 2.25rem;
  padding: 0.35rem 0.85rem;
}
.actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin: 0;
}
.page-head .actions {
  margin-top: 1rem;
}
.stats {
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr)) minmax(0, 2fr);
  gap: 0.75rem;
  margin: 0;
}
.stat {
  background: var(--c-bg-raised);
  border: 1px solid var(--c-line);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 0.9rem 1.1rem;
}
.stat dt {
  font-size: var(--text-sm);
  color: var(--c-ink-2);
  font-weight: 500;
}
.stat dd {
  margin: 0.15rem 0 0;
}
.stat-number {
  font-size: var(--text-2xl);
  font-weight: 700;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
}
.stat-wide {
  grid-column: span 1;
}
@media (max-width: 68rem) {
  .stats {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  .stat-wide {
    grid-column: span 4;
  }
}
.stat-wide dd {
  color: var(--c-ink-2);
  font-size: var(--text-sm);
}
.stat-wide .stat-number {
  color: var(--c-ink);
  margin-right: 0.15rem;
}
.stat-note {
  font-size: var(--text-sm);
  color: var(--c-ink-2);
  white-space: nowrap;
}
.stat-made {
  display: block;
}
.spots {
  display: block;
  width: 100%;
  height: 0.5rem;
  margin-top: 0.55rem;
}
.spots-track {
  fill: var(--c-accent-soft);
}
.spots-taken {
  fill: var(--c-accent);
}
.chart-grid {
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: 7.5rem auto;
  column-gap: 0.6rem;
  font-size: var(--text-xs);
  color: var(--c-ink-2);
  font-variant-numeric: tabular-nums;
}
.chart-top {
  grid-area: 1 / 1;
  align-self: start;
  text-align: right;
  line-height: 1;
}
.chart-bottom {
  grid-area: 1 / 1;
  align-self: end;
  text-align: right;
  line-height: 1;
}
.chart-svg {
  grid-area: 1 / 2;
  display: block;
  width: 100%;
  height: 100%;
  overflow: visible;
}
.chart-days {
  grid-area: 2 / 2;
  display: flex;
  justify-content: space-between;
  margin-top: 0.35rem;
}
.chart-rule {
  stroke: var(--c-line);
  stroke-dasharray: 4 4;
  vector-effect: non-scaling-stroke;
}
.chart-axis {
  stroke: var(--c-line-strong);
  vector-effect: non-scaling-stroke;
}
.bar {
  fill: var(--c-accent);
}
.bar:hover {
  fill: var(--c-accent-ink);
}
.bar-none {
  fill: var(--c-bar-none);
}
.search {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
}
.field {
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  flex: 1 1 9rem;
  min-width: 0;
}
.field-grow {
  flex: 3 1 16rem;
}
.field label {
  font-size: var(--text-sm);
  font-weight: 600;
}
.field label .muted {
  font-weight: 400;
}
input,
select {
  font: inherit;
  color: var(--c-ink);
  background: var(--c-bg-raised);
  border: 1px solid var(--c-control-line);
  border-radius: var(--radius-sm);
  min-height: 2.5rem;
  padding: 0.4rem 0.7rem;
  width: 100%;
  min-width: 0;
}
input::placeholder {
  color: var(--c-ink-2);
  opacity: 1;
}
input:focus-visible,
select:focus-visible {
  outline-offset: 0;
  border-color: var(--c-accent);
}
[aria-invalid="true"] {
  border-color: var(--c-bad);
  border-width: 2px;
}
.search-actions {
  display: flex;
  gap: 0.5rem;
  flex: 0 0 auto;
}
.stack {
  display: flex;
  flex-direction: column;
  gap: 1rem;
}
.stack .field {
  flex: none;
}
.problems {
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  border: 1px solid var(--c-bad-line);
  border-radius: var(--radius-sm);
  background: var(--c-bad-soft);
  color: var(--c-bad);
}
.problems ul {
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
}
.problems p {
  margin: 0;
}
.warning {
  padding: 0.75rem 1rem;
  border: 1px solid var(--c-warn-line);
  border-radius: var(--radius-sm);
  background: var(--c-warn-soft);
  color: var(--c-warn-ink);
}
.badge {
  display: inline-block;
  justify-self: start;
  padding: 0.1rem 0.55rem;
  border: 1px solid;
  border-radius: 999px;
  font-size: var(--text-xs);
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
}
.badge-waitlist {
  color: var(--c-accent-ink);
  background: var(--c-accent-soft);
  border-color: var(--c-accent-line);
}
.badge-founder {
  color: var(--c-warn-ink);
  background: var(--c-warn-soft);
  border-color: var(--c-warn-line);
}
.badge-feedback {
  color: var(--c-good);
  background: var(--c-good-soft);
  border-color: var(--c-good-line);
}
.badge-pending {
  color: var(--c-ink-2);
  background: var(--c-bg-raised);
  border-color: var(--c-line);
  border-style: dashed;
}
.did {
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  vertical-align: middle;
}
.story {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
}
.lead-count {
  display: block;
  margin-top: 0.2rem;
  font-size: var(--text-xs);
  color: var(--c-ink-2);
}
.state {
  font-weight: 600;
}
.state-confirmed {
  color: var(--c-good);
}
.state-pending,
.state-none {
  color: var(--c-ink-2);
}
.state-none {
  font-weight: 400;
}
.state-failed {
  color: var(--c-warn-ink);
}
.state-note {
  display: block;
  margin-top: 0.2rem;
  font-size: var(--text-xs);
  color: var(--c-ink-2);
}
.table-wrap {
  width: 100%;
}
.leads {
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: var(--text-sm);
}
.leads caption {
  caption-side: top;
  text-align: left;
  padding: 1rem 1.25rem;
  font-weight: 600;
  font-size: var(--text-base);
  border-bottom: 1px solid var(--c-line);
}
.leads th,
.leads td {
  padding: 0.75rem 1rem 0.75rem 0;
  text-align: left;
  vertical-align: top;
}
.leads th:first-child,
.leads td:first-child {
  padding-left: 1.25rem;
}
.leads thead th {
  font-size: var(--text-xs);
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: var(--c-ink-2);
  background: var(--c-bg-soft);
  border-bottom: 1px solid var(--c-line);
  padding-top: 0.55rem;
  padding-bottom: 0.55rem;
}
.leads tbody + tbody {
  border-top: 1px solid var(--c-line);
}
.leads tbody:hover {
  background: color-mix(in srgb, var(--c-accent-soft) 35%, transparent);
}
.leads .plan-row td {
  padding-top: 0;
}
.col-received {
  width: 13rem;
}
.col-kind {
  width: 7rem;
}
.col-email {
  width: 14rem;
}
.col-state {
  width: 8.5rem;
}
.col-url {
  width: 12.5rem;
}
.leads time {
  white-space: nowrap;
  color: var(--c-ink-2);
  font-variant-numeric: tabular-nums;
}
.cell-email a {
  font-weight: 600;
  overflow-wrap: anywhere;
  text-decoration-color: var(--c-accent-line);
}
.cell-email a:hover {
  text-decoration-color: currentColor;
}
.cell-url .url {
  overflow-wrap: anywhere;
}
.cell-message {
  overflow-wrap: anywhere;
}
.pager {
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  padding: 0.9rem 1.25rem;
  border-top: 1px solid var(--c-line);
}
.message-fold summary {
  display: block;
  cursor: pointer;
  list-style: none;
}
.message-fold summary::-webkit-details-marker {
  display: none;
}
.message-clamped {
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
}
.message-fold[open] .message-clamped {
  display: block;
  -webkit-line-clamp: unset;
  line-clamp: none;
  overflow: visible;
  white-space: pre-wrap;
}
.fold-hint {
  display: inline-block;
  margin-top: 0.15rem;
  color: var(--c-accent-ink);
  font-weight: 600;
  font-size: var(--text-xs);
}
.fold-hint::after {
  content: "Show all";
}
.message-fold[open] .fold-hint::after {
  content: "Show less";
}
.message-fold summary:hover .fold-hint {
  text-decoration: underline;
}
.plan summary {
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  cursor: pointer;
  list-style: none;
  padding: 0.15rem 0.6rem;
  border: 1px solid var(--c-accent-line);
  border-radius: 999px;
  background: var(--c-accent-soft);
  color: var(--c-accent-ink);
  font-size: var(--text-xs);
  font-weight: 600;
}
.plan summary .muted {
  color: inherit;
  font-weight: 500;
}
.plan summary::-webkit-details-marker {
  display: none;
}
.plan summary::before {
  content: "";
  width: 0.4rem;
  height: 0.4rem;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(-45deg);
  margin-right: 0.15rem;
}
.plan[open] summary::before {
  transform: rotate(45deg);
}
.plan-view {
  margin-top: 0.6rem;
  padding: 0.85rem 1rem;
  border: 1px solid var(--c-line);
  border-radius: var(--radius-sm);
  background: var(--c-bg-soft);
  font-size: var(--text-sm);
  overflow-wrap: anywhere;
}
.plan-view p {
  margin: 0;
}
.plan-app {
  margin-bottom: 0.6rem !important;
}
.plan-label {
  display: inline-block;
  margin-right: 0.35rem;
  font-size: var(--text-xs);
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--c-ink-2);
}
.plan-types,
.plan-segments,
.goals {
  list-style: none;
  margin: 0;
  padding: 0;
}
.plan-types {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: 0.75rem 1.5rem;
}
.plan-type > .plan-name {
  font-weight: 600;
}
.plan-type > .plan-name .muted {
  font-weight: 400;
}
.plan-segments {
  margin: 0.35rem 0 0 0.3rem;
  padding-left: 0.9rem;
  border-left: 2px solid var(--c-accent-line);
}
.plan-segment + .plan-segment {
  margin-top: 0.6rem;
}
.plan-segment > .plan-name {
  font-weight: 600;
}
.persona {
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  margin: 0.35rem 0;
}
.persona div {
  display: inline-flex;
  gap: 0.3rem;
  padding: 0.05rem 0.5rem;
  border: 1px solid var(--c-line);
  border-radius: 999px;
  background: var(--c-bg-raised);
  font-size: var(--text-xs);
}
.persona dt {
  color: var(--c-ink-2);
  white-space: nowrap;
}
.persona dd {
  margin: 0;
  font-weight: 600;
  overflow-wrap: normal;
}
.goals li {
  position: relative;
  padding-left: 1rem;
}
.goals li::before {
  content: "";
  position: absolute;
  left: 0.15rem;
  top: 0.55em;
  width: 0.4rem;
  height: 0.4rem;
  border-radius: 50%;
  background: var(--c-accent);
}
.plan-empty {
  font-size: var(--text-xs);
}
.plan-unreadable {
  margin-top: 0.4rem;
  color: var(--c-ink-2);
  font-style: italic;
}
.lead-title {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: var(--text-base);
  font-weight: 600;
}
.lead-title .muted {
  font-weight: 500;
}
.fields {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.9rem 1.5rem;
  margin: 1rem 0 0;
}
.fields > div > dt {
  font-size: var(--text-xs);
  font-weight: 600;
  color: var(--c-ink-2);
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.fields > div > dt .muted {
  text-transform: none;
  letter-spacing: 0;
  font-weight: 500;
}
.fields > div > dd {
  margin: 0.15rem 0 0;
}
.field-full {
  grid-column: 1 / -1;
}
.message-full {
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
.fields .plan-view {
  margin-top: 0.35rem;
}
.confirm h1 {
  font-size: var(--text-2xl);
}
.confirm .actions {
  margin-top: 1.25rem;
}
.sign-in {
  display: flex;
  justify-content: center;
  padding-top: 12vh;
}
.sign-in-card {
  width: 100%;
  max-width: 26rem;
}
.sign-in-card h1 {
  font-size: var(--text-2xl);
}
.sign-in-card .button {
  width: 100%;
}
@media (max-width: 47.5rem) {
  .top-inner {
    padding: 0.65rem 1rem;
    gap: 0.5rem 0.75rem;
  }
  .brand {
    flex: 1 0 100%;
  }
  .top-nav {
    margin-right: auto;
  }
  .top-nav a {
    padding: 0.4rem 0.6rem;
  }
  main {
    padding: 1.25rem 1rem 3rem;
  }
  h1 {
    font-size: var(--text-2xl);
  }
  .card {
    padding: 1rem 1.1rem;
  }
  .card-flush {
    padding: 0;
  }
  .stats {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.6rem;
  }
  .stat-wide {
    grid-column: span 2;
  }
  .stat {
    padding: 0.75rem 0.9rem;
  }
  .field-kind {
    flex-basis: 100%;
  }
  .search-actions {
    flex: 1 1 100%;
  }
  .search-actions .button {
    flex: 1;
  }
  .leads,
  .leads tbody,
  .leads tr,
  .leads td {
    display: block;
    width: 100%;
  }
  .leads caption {
    display: block;
    padding: 0.9rem 1.1rem;
  }
  .leads thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .leads tbody {
    padding: 0.75rem 1.1rem;
  }
  .leads .plan-row td {
    padding-top: 0.35rem;
  }
  .leads .plan-gap {
    display: none;
  }
  .leads th,
  .leads td,
  .leads th:first-child,
  .leads td:first-child {
    padding: 0.2rem 0;
  }
  .leads td {
    display: grid;
    grid-template-columns: 6rem minmax(0, 1fr);
    gap: 0.75rem;
    align-items: baseline;
  }
  .leads .plan-row td {
    display: block;
  }
  .leads td::before {
    content: attr(data-label);
    content: attr(data-label) / "";
    font-size: var(--text-xs);
    font-weight: 600;
    color: var(--c-ink-2);
  }
  .leads td > * {
    min-width: 0;
  }
  .leads td > .lead-count,
  .leads td > .state-note {
    grid-column: 2;
    margin-top: -0.6rem;
  }
  .leads .plan-row td::before {
    content: none;
  }
  .pager {
    padding: 0.75rem 1.1rem;
  }
  .fields {
    grid-template-columns: minmax(0, 1fr);
  }
}
@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after {
    transition-duration: 0.01ms !important;
    animation-duration: 0.01ms !important;
  }
}
@media print {
  .top,
  .skip-link,
  .search,
  .pager,
  .actions {
    display: none;
  }
  body {
    background: none;
  }
}
`;
