/**
 * Builds measured side by side, runs alternating, so that a busy or warming machine weighs on each
 * alike: `node bench/pages/versus.ts before=<folder> after=dist [astrowind=<folder>]`. Each build
 * is served the same way (the site's server, gzip), on its own port. Per page (BENCH_PAGES,
 * default /,/privacy,/analysis; a build without the page is left out of it) and per run
 * (BENCH_RUNS, default 5): one Lighthouse run with simulated throttling and one with it applied,
 * then, for builds of this site (those with a dialogs.json), the first click on a dialog opener,
 * or on /analysis the chat's Send, on a phone throttled the same way. Prints the medians as
 * Markdown tables. Measures; asserts nothing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/site/site-app.ts';
import { median } from '../stats.ts';
import { type ClickTarget, clickToDialogMs } from './first-click.ts';
import { launchBrowser } from './first-view.ts';
import { chatSendMs } from './interactions.ts';
import { type LighthouseFigures, medians, startLighthouse, type Throttling } from './lighthouse.ts';

const PAGES = process.env['BENCH_PAGES']?.split(',') ?? ['/', '/privacy', '/analysis'];
const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const THROTTLINGS: Throttling[] = ['simulate', 'devtools'];
const FIRST_CLICKS: Record<string, ClickTarget> = {
  '/': { name: '"Join waitlist" (header)', path: '/', selector: 'header [data-open="reservation"]' },
  '/privacy': { name: '"Join waitlist" (header)', path: '/privacy', selector: 'header [data-open="reservation"]' },
};

interface Build {
  name: string;
  dir: string;
  origin: string;
  ours: boolean;
}

const builds: Build[] = process.argv.slice(2).map((argument, index) => {
  const [name, dir] = argument.split('=');
  if (!name || !dir) throw new Error(`"${argument}" is not name=folder`);
  const folder = resolve(dir);
  return {
    name,
    dir: folder,
    origin: `http://127.0.0.1:${4420 + index}`,
    ours: existsSync(join(folder, 'dialogs.json')),
  };
});
if (builds.length < 2) throw new Error('Name two builds or more: before=<folder> after=<folder>');

const hasPage = (build: Build, page: string) =>
  existsSync(join(build.dir, page, 'index.html')) || existsSync(join(build.dir, `${page}.html`));

/** One first click of `page` in `build`: to the dialog painted, or on /analysis to the message sent. */
function firstClickMs(browser: Awaited<ReturnType<typeof launchBrowser>>, build: Build, page: string) {
  const target = FIRST_CLICKS[page];
  if (target) return clickToDialogMs(browser, build.origin, target);
  if (page === '/analysis') return chatSendMs(browser, build.origin);
  return null;
}

const servers = builds.map((build, index) =>
  serve({
    fetch: createApp({ distDir: build.dir, referenceHost: false }).fetch,
    port: 4420 + index,
    hostname: '127.0.0.1',
  }),
);
const browser = await launchBrowser();
const lighthouse = await startLighthouse(builds.map((build) => build.origin));
const figures = new Map<string, LighthouseFigures[]>();
const clicks = new Map<string, number[]>();
const key = (...parts: string[]) => parts.join(' ');
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const page of PAGES) {
      for (const build of builds.filter((candidate) => hasPage(candidate, page))) {
        for (const throttling of THROTTLINGS) {
          const id = key(page, build.name, throttling);
          figures.set(id, [...(figures.get(id) ?? []), await lighthouse.once(`${build.origin}${page}`, throttling)]);
        }
        const click = build.ours ? await firstClickMs(browser, build, page) : null;
        if (click !== null) clicks.set(key(page, build.name), [...(clicks.get(key(page, build.name)) ?? []), click]);
      }
    }
    console.log(`run ${run} of ${runs} done`);
  }
} finally {
  await lighthouse.stop();
  await browser.close();
  for (const server of servers) server.close();
}

console.log(`\nMedians of ${runs} runs, alternating; Lighthouse mobile; first click on a phone (slow 4G, CPU 4x):\n`);
console.log(
  '| page | build | throttling | perf | FCP ms | LCP ms | TBT ms | CLS | long tasks | longest ms | style & layout ms | script ms | first click ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const page of PAGES) {
  for (const build of builds) {
    for (const throttling of THROTTLINGS) {
      const measured = figures.get(key(page, build.name, throttling));
      if (!measured) continue;
      const m = medians(measured);
      const click = throttling === 'devtools' ? clicks.get(key(page, build.name)) : undefined;
      console.log(
        `| ${page} | ${build.name} | ${throttling === 'simulate' ? 'simulated' : 'applied'} | ${m.performance} | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.longTasks} | ${m.longestTaskMs} | ${m.styleLayoutMs} | ${m.scriptMs} | ${click ? `${median(click)} (${click.join(', ')})` : ''} |`,
      );
    }
  }
}
