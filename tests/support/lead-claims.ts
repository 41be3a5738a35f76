/**
 * In the page, in any engine (self-contained: the drivers send its source): how many claims on a
 * lead the senders' IndexedDB holds (src/leads/handoff-db.ts). A page lets its claim go a moment
 * after its dialog speaks; a tab closed or left sooner leaves the claim to run out.
 */
export function claimsHeld(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const opened = indexedDB.open('testable-leads');
    opened.onerror = () => reject(opened.error);
    opened.onsuccess = () => {
      const database = opened.result;
      const counted = database.transaction('claims').objectStore('claims').count();
      counted.onsuccess = () => {
        database.close();
        resolve(counted.result);
      };
      counted.onerror = () => reject(counted.error);
    };
  });
}
