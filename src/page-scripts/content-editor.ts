/**
 * The content editor (Sveltia CMS), bundled from npm so that /admin loads nothing from a CDN. Its
 * configuration is made at build time from the content schemas (integrations/cms/); its first
 * screen gets the site's colours, our words, and a folder window that takes the project only
 * (content-editor/).
 */

import config, { gitHubSignIn } from 'virtual:content-editor-config';
import CMS from '@sveltia/cms';
import brand from './content-editor/brand.css?inline';
import { showEntranceWords } from './content-editor/entrance';
import { guardFolderWindow } from './content-editor/folder-window';
import { readEditorWords } from './content-editor/words';
import { keepZoomAllowed } from './content-editor/zoom';

// Inline: the editor's page loads its files from /_astro/editor/ only, and its policy allows inline styles.
document.head.append(Object.assign(document.createElement('style'), { textContent: brand }));
const copy = readEditorWords(document);
guardFolderWindow(copy);
showEntranceWords(copy, { gitHubSignIn });
keepZoomAllowed();
CMS.init({ config });
