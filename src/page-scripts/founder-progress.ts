/**
 * The hero's founder count (src/components/FounderProgress.astro): the sink's count where it
 * answers, else the one kept in this browser, revealed once known and kept current as spots are
 * taken here or in another tab.
 */
import { founderPercent } from '../lib/landing/founders';
import { $foundersTaken } from '../stores/founders';

const progress = document.querySelector<HTMLElement>('.founder-progress');
const taken = progress?.querySelector('[data-founder-taken]');
const percent = progress?.querySelector('[data-founder-percent]');
const bar = progress?.querySelector('progress');

if (progress && taken && percent && bar) {
  $foundersTaken.subscribe((count) => {
    if (count === null) return;
    const share = `${founderPercent(count)}%`;
    taken.textContent = String(count);
    percent.textContent = share;
    bar.value = count;
    bar.textContent = share;
    if (progress.dataset['founders'] === 'loading') {
      progress.dataset['founders'] = 'shown';
      progress.removeAttribute('aria-busy');
    }
  });
}
