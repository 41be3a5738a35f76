/**
 * Our words on the editor's first screen. Sveltia CMS draws that screen and has no place for a
 * sentence of ours: they go right after its title, and back there whenever it draws the screen
 * again (after signing out, say). brand.css hides its own sentence under "Work with Local
 * Repository", which names the repository as the folder to pick: ours says what to pick instead.
 */

import type { EditorCopy } from '../../lib/content/collections';
import { entranceSentences } from '../../lib/content/editor';

const EDITOR_TITLE = '.sui.app-shell .inner > h1';
const SIGN_IN_ALERT = '.sui.app-shell .buttons > [role="alert"]';

export function showEntranceWords(copy: EditorCopy, { gitHubSignIn }: { gitHubSignIn: boolean }): void {
  // brand.css hides the access token's button too: without a repository it has nothing to sign in to.
  if (!gitHubSignIn) document.documentElement.dataset['github'] = 'off';
  const words = document.createElement('div');
  words.className = 'editor-words';
  words.append(
    ...entranceSentences(copy, { gitHubSignIn }).map((sentence) =>
      Object.assign(document.createElement('p'), { textContent: sentence }),
    ),
  );
  const place = () => {
    const title = document.querySelector(EDITOR_TITLE);
    if (title && title.nextElementSibling !== words) title.after(words);
    // A closed folder window is no error: the editor's alert that says so (after its error icon,
    // whose text is the icon's name) is shown as a plain note.
    for (const alert of document.querySelectorAll<HTMLElement>(SIGN_IN_ALERT)) {
      if (alert.textContent?.includes(copy.folderPickerClosed)) alert.dataset['note'] = '';
    }
  };
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
  place();
}
