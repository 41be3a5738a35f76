/**
 * What the lead feature has to tell the visitor on its own: a lead finished while no form waited
 * for it (refused after a reload, or never delivered in its week). The page's toaster shows them
 * (src/stores/toasts.ts takes each once), so the lead feature needs nothing of the page's stores.
 */
import { atom } from 'nanostores';
import type { LeadNoticeKind } from './rules/machine-types';

export interface LeadNotice {
  kind: LeadNoticeKind;
  /** The address the lead was for, so the visitor can send it again. */
  email: string;
}

export const $leadNotices = atom<readonly LeadNotice[]>([]);

export function noticeLead(notice: LeadNotice): void {
  $leadNotices.set([...$leadNotices.get(), notice]);
}

/** The notices not shown yet, each handed out once. */
export function takeLeadNotices(): readonly LeadNotice[] {
  const notices = $leadNotices.get();
  if (notices.length > 0) $leadNotices.set([]);
  return notices;
}
