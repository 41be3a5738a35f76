import { atom } from 'nanostores';

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
