/**
 * Schema of the words of the content editor's first screen (/admin), where an editor chooses how
 * to open the site's copy: the project folder on this computer, or GitHub on the hosted site.
 */
import { z } from 'astro/zod';
import { paragraph } from './fields';

export const editorCopySchema = z.strictObject({
  guidance: paragraph(
    'Which button to use',
    'The sentence under the title: which button to use on this computer, which on the hosted site',
  ),
  gitHubMissing: paragraph(
    'Without GitHub sign-in',
    'In place of "Sign In with GitHub" when the site was built without a GitHub repository (CMS_GITHUB_REPO)',
  ),
  folderPickerClosed: paragraph('Folder window closed', 'When the folder window is closed without a folder picked'),
  notProjectFolder: paragraph(
    'Not the project folder',
    'When the folder picked has no src/content folder: says which folder to pick',
  ),
  noGitFolder: paragraph(
    'Project folder without git',
    'When the folder picked has src/content but no .git: the editor saves into a git clone only',
  ),
});
