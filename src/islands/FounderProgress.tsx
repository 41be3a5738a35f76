import { FOUNDER_SPOTS } from '../lib/constants';
import { founderPercent } from '../lib/founders';

interface Props {
  count: number;
  label: string;
  spotsLabel: string;
}

/** Founding spots taken, as a bar and as text. Same markup on the server and after hydration. */
export default function FounderProgress({ count, label, spotsLabel }: Props) {
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
      <progress
        className="founder-progress__bar"
        max={FOUNDER_SPOTS}
        value={Math.min(count, FOUNDER_SPOTS)}
        aria-label={label}
      >
        {percent}%
      </progress>
    </div>
  );
}
