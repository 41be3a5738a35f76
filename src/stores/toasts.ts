import { atom } from 'nanostores';
import { $leadNotices, type LeadNotice, takeLeadNotices } from '../leads/notices';
import { loadDialogCopy } from '../lib/api/dialog-copy';
import { fillTemplate } from '../lib/content/template';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  tone: 'success' | 'error';
}

export const TOAST_DURATION_MS = 6000;

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { ...toast, id }]);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/**
 * A lead finished while no form waited for it is not dropped in silence: a toast names the email
 * so the visitor can send it again, in the reservation dialog's words.
 */
function showLeadNotice({ kind, email }: LeadNotice): void {
  loadDialogCopy()
    .then(({ reservation }) =>
      showToast({
        title: reservation[kind].title,
        description: fillTemplate(reservation[kind].text, { email }),
        tone: 'error',
      }),
    )
    .catch((error: unknown) => console.error('Could not tell the visitor about details that were not sent', error));
}

$leadNotices.subscribe(() => {
  for (const notice of takeLeadNotices()) showLeadNotice(notice);
});
