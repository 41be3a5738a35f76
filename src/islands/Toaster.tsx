import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { $modalLayer } from '../stores/open-dialog';
import { $toasts, dismissToast, TOAST_DURATION_MS, type Toast } from '../stores/toasts';
import './toaster.css';

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <div className={`toast toast--${toast.tone}`}>
      <div>
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="dismiss" onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{dismissLabel}</span>
      </button>
    </div>
  );
}

const noToasts = (): Toast[] => [];
const noLayer = () => null;

/**
 * The live region exists from the first paint (server-rendered, empty) and holds only the
 * messages' words, so screen readers hear each toast once, without its Dismiss button. While a
 * dialog is open they render inside it: the rest of the page is inert then.
 */
export default function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useStore($toasts, { ssr: noToasts });
  const layer = useStore($modalLayer, { ssr: noLayer });
  const region = (
    <div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id}>{[toast.title, toast.description].filter(Boolean).join('. ')}</p>
        ))}
      </div>
      <div className="toasts">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} />
        ))}
      </div>
    </div>
  );
  return layer ? createPortal(region, layer) : region;
}
