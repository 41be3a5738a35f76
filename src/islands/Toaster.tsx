import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toasts, dismissToast, TOAST_DURATION_MS, type Toast } from '../stores/toasts';

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

/**
 * The live region exists from the first paint (server-rendered, empty), so screen readers
 * announce every toast; it stays usable while a dialog makes the rest of the page inert.
 */
const noToasts = (): Toast[] => [];

export default function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useStore($toasts, { ssr: noToasts });
  return (
    <div className="toasts" role="status" aria-live="polite" data-keep-active-with-modal>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} />
      ))}
    </div>
  );
}
