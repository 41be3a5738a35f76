import { useEffect, useState } from 'react';
import { shouldShowMobileBar } from '../lib/mobile-bar';
import { openReservation } from '../stores/modal';

interface Props {
  label: string;
  reserveButton: string;
  tryButton: string;
}

/** Fixed bottom actions on small screens (hydrated only there, see client:media). */
export default function MobileBar({ label, reserveButton, tryButton }: Props) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(shouldShowMobileBar(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <nav className="mobile-bar" aria-label={label} hidden={!visible}>
      <button
        type="button"
        className="btn btn-primary"
        aria-haspopup="dialog"
        data-track="mobile-bar-reserve"
        onClick={() => openReservation('landing')}
      >
        {reserveButton}
      </button>
      <a className="btn btn-secondary" href="#try" data-track="mobile-bar-try">
        {tryButton}
      </a>
    </nav>
  );
}
