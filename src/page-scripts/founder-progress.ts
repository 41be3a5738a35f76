/**
 * The hero's founder count (src/components/FounderProgress.astro) as kept in this browser, kept
 * current as spots are taken here or in another tab.
 */
import { FOUNDER_SPOTS } from '../lib/constants';
import { founderPercent } from '../lib/landing/founders';
import { $founderCount } from '../stores/founders';

const progress = document.querySelector<HTMLElement>('.founder-progress');
const count = progress?.querySelector('[data-founder-count]');
const percent = progress?.querySelector('[data-founder-percent]');
const bar = progress?.querySelector('progress');

if (count && percent && bar) {
  $founderCount.subscribe((taken) => {
    const share = `${founderPercent(taken)}%`;
    count.textContent = `${taken} of ${FOUNDER_SPOTS}`;
    percent.textContent = share;
    bar.value = taken;
    bar.textContent = share;
  });
}
