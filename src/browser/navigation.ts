/** Leaves this page for `path` without a history entry (Back does not return to a page that left). */
export function replacePage(path: string): void {
  window.location.replace(path);
}
