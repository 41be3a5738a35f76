/**
 * Builds measured side by side, runs alternating, so that a busy or warming machine weighs on each
 * alike: `node bench/pages/versus.ts before=<folder> after=dist [astrowind=<folder>]`. Each build
 * is served the same way (the site's server, gzip), on its own port. Per page (BENCH_PAGES,
 * default /,/privacy,/analysis; a build without the page is left out of it) and per run
 * (BENCH_RUNS, default 5): one Lighthouse run with simulated throttling and one with it applied,
 * then, for builds of this site (those with a dialogs.json), each tap of ./tap-list.ts on that
 * page (tap to paint and INP, ./taps.ts) on a phone throttled the same way. Prints the medians
 * (and the taps' p95) as Markdown tables. Measures; asserts nothing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/site/site-app.ts';
import { median, percentile } from '../stats.ts';
import { launchBrowser } from './first-view.ts';
import { type LighthouseFigures, medians, startLighthouse, type Throttling } from './lighthouse.ts';
import { TAPS } from './tap-list.ts';
import { tapName, tapOnce, tapPage } from './taps.ts';

const PAGES = process.env['BENCH_PAGES']?.split(',') ?? ['/', '/privacy', '/analysis'];
const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const THROTTLINGS: Throttling[] = ['simulate', 'devtools'];

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
/** Tap to paint and INP (0 where none was reported), by tap and build. */
const taps = new Map<string, { ms: number[]; inp: number[] }>();
const key = (...parts: string[]) => parts.join(' ');
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const page of PAGES) {
      for (const build of builds.filter((candidate) => hasPage(candidate, page))) {
        for (const throttling of THROTTLINGS) {
          const id = key(page, build.name, throttling);
          figures.set(id, [...(figures.get(id) ?? []), await lighthouse.once(`${build.origin}${page}`, throttling)]);
        }
        for (const tap of build.ours ? TAPS.filter((candidate) => tapPage(candidate) === page) : []) {
          const { ms, inp } = await tapOnce(browser, build.origin, tap);
          const id = key(tapName(tap), build.name);
          const sofar = taps.get(id) ?? { ms: [], inp: [] };
          taps.set(id, { ms: [...sofar.ms, ms], inp: [...sofar.inp, Math.round(inp?.value ?? 0)] });
        }
      }
    }
    console.log(`run ${run} of ${runs} done`);
  }
} finally {
  await lighthouse.stop();
  await browser.close();
  for (const server of servers) server.close();
}

console.log(`\nMedians of ${runs} runs, alternating; Lighthouse mobile:\n`);
console.log(
  '| page | build | throttling | perf | FCP ms | LCP ms | TBT ms | CLS | long tasks | longest ms | style & layout ms | script ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const page of PAGES) {
  for (const build of builds) {
    for (const throttling of THROTTLINGS) {
      const measured = figures.get(key(page, build.name, throttling));
      if (!measured) continue;
      const m = medians(measured);
      console.log(
        `| ${page} | ${build.name} | ${throttling === 'simulate' ? 'simulated' : 'applied'} | ${m.performance} | ${m.fcpMs} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.longTasks} | ${m.longestTaskMs} | ${m.styleLayoutMs} | ${m.scriptMs} |`,
      );
    }
  }
}

console.log(
  `\nTap to paint on a phone (slow 4G, CPU 4x), ${runs} runs alternating (INP: 0 where none was reported, under 16 ms):\n`,
);
console.log('| tap | build | median ms | p95 ms | runs ms | INP median ms |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const tap of TAPS.filter((candidate) => PAGES.includes(tapPage(candidate)))) {
  for (const build of builds) {
    const measured = taps.get(key(tapName(tap), build.name));
    if (!measured) continue;
    console.log(
      `| ${tapName(tap)} | ${build.name} | ${median(measured.ms)} | ${percentile(measured.ms, 0.95)} | ${measured.ms.join(', ')} | ${median(measured.inp)} |`,
    );
  }
}
