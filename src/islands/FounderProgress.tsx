import { useStore } from '@nanostores/react';
import { DEFAULT_FOUNDER_COUNT, FOUNDER_SPOTS } from '../lib/constants';
import { founderPercent } from '../lib/founders';
import { $founderCount } from '../stores/founders';

interface Props {
  label: string;
  spotsLabel: string;
}

const serverCount = () => DEFAULT_FOUNDER_COUNT;

/**
 * Founding spots taken, as a bar and as text. The server renders the default count; after
 * hydration only the numbers change (no layout shift) to the count kept in this browser.
 */
export default function FounderProgress({ label, spotsLabel }: Props) {
  const count = useStore($founderCount, { ssr: serverCount });
  const percent = founderPercent(count);
  return (
    <div className="founder-progress">
      <p className="founder-progress__text">
        <span>
          <strong>
            {count} of {FOUNDER_SPOTS}
          </strong>{' '}
          {spotsLabel}
        </span>
        <span className="founder-progress__percent">{percent}%</span>
      </p>
      {/* A native <progress> needs no inline style, so the strict Content-Security-Policy holds. */}
      <progress className="founder-progress__bar" max={FOUNDER_SPOTS} value={count} aria-label={label}>
        {percent}%
      </progress>
    </div>
  );
}
