import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { EditorCopy } from '../../src/lib/content/collections';
import { type ContentFile, contentFiles, entryData, schemaOf } from '../support/content-files';
import { copyProject } from '../support/project-copy';
import { expect, expectNoAxeViolations, policyOf, SITE_PAGES, test } from './fixtures';

/**
 * The content editor at /admin on the production build, editing "the project folder": the
 * folder picker returns a folder of the browser's private storage (OPFS), seeded with the real
 * src/content files and an empty .git folder, as a clone has.
 */
const FAQ_FILE = 'src/content/faq/01-why-reserve.md';
const HERO_FILE = 'src/content/landing/hero.yaml';
const NEW_QUESTION = 'Why reserve a founder spot today?';
const NEW_HEADLINE = 'AI users test your app every single morning';
const ENTRANCE_FILE = 'src/content/editor/entrance.yaml';

/** The editor checks GitHub's status page at start; offline, it is told all is well. */
const answerGitHubStatus = (page: Page) =>
  page.route('https://www.githubstatus.com/**', (route) => route.fulfill({ json: { status: { indicator: 'none' } } }));

/**
 * Writes `files` into a folder of the browser's private storage (its root when `folder` is ''),
 * which the folder window then returns. `git` gives the folder a .git, as a clone has.
 */
async function seedFolder(page: Page, files: readonly ContentFile[], { folder = '', git = true } = {}) {
  await page.addInitScript((name) => {
    const picked = async () => {
      const root = await navigator.storage.getDirectory();
      return name ? root.getDirectoryHandle(name) : root;
    };
    Object.assign(window, { showDirectoryPicker: picked });
  }, folder);
  // Any page of the site's origin shares its private storage with /admin.
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ seed, name, git }) => {
      const storage = await navigator.storage.getDirectory();
      const root = name ? await storage.getDirectoryHandle(name, { create: true }) : storage;
      if (git) await root.getDirectoryHandle('.git', { create: true });
      for (const { path, text } of seed) {
        const parts = path.split('/');
        let folder = root;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { seed: files, name: folder, git },
  );
}

async function openLocalProject(page: Page, files: readonly ContentFile[]) {
  await answerGitHubStatus(page);
  await seedFolder(page, files);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
}

/** Every file of the folder the editor worked on, as it is now. */
function readProject(page: Page): Promise<ContentFile[]> {
  return page.evaluate(async () => {
    const files: { path: string; text: string }[] = [];
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      for await (const handle of folder.values()) {
        if (handle instanceof FileSystemDirectoryHandle) await walk(handle, `${prefix}${handle.name}/`);
        else if (handle instanceof FileSystemFileHandle) {
          files.push({ path: `${prefix}${handle.name}`, text: await (await handle.getFile()).text() });
        }
      }
    };
    await walk(await navigator.storage.getDirectory(), '');
    return files.sort((a, b) => a.path.localeCompare(b.path));
  });
}

async function openEntry(page: Page, collection: string, entry: string | RegExp) {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('row', { name: entry }).click();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

/** Saves, and waits until the editor has written the file at `path` and says so. */
async function saveFile(page: Page, path: string) {
  const textNow = async () => textOf(await readProject(page), path);
  const before = await textNow();
  await save(page);
  await expect.poll(textNow).not.toBe(before);
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
}

const textOf = (files: readonly ContentFile[], path: string) => files.find((file) => file.path === path)?.text;

test.describe('the content editor', () => {
  const original = contentFiles();

  test('edits an FAQ question and the hero headline into files the build accepts', async ({ page }) => {
    await openLocalProject(page, original);

    await openEntry(page, 'FAQ', /Why reserve a spot/);
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill(NEW_QUESTION);
    await saveFile(page, FAQ_FILE);

    await openEntry(page, 'Landing page', 'Hero');
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(NEW_HEADLINE);
    await saveFile(page, HERO_FILE);

    const written = await readProject(page);
    // The two edited files, and nothing else, changed; the folder gained no file.
    expect(written.map((file) => file.path)).toEqual(original.map((file) => file.path));
    const changed = written.filter((file) => textOf(original, file.path) !== file.text);
    expect(changed.map((file) => file.path).sort()).toEqual([FAQ_FILE, HERO_FILE]);
    for (const { path, text } of changed) {
      const result = schemaOf(path).safeParse(entryData(path, text));
      expect(result.success ? [] : result.error.issues, path).toEqual([]);
    }
    // Saved as they were written, but for the edited line (the files are kept in the editor's style).
    expect(textOf(written, FAQ_FILE)).toBe(
      textOf(original, FAQ_FILE)?.replace(/^question: .*$/m, `question: ${NEW_QUESTION}`),
    );
    expect(textOf(written, HERO_FILE)).toBe(
      textOf(original, HERO_FILE)?.replace(/^headline: .*$/m, `headline: ${NEW_HEADLINE}`),
    );

    // The site built from the files the editor wrote says the new words.
    const project = copyProject();
    try {
      for (const { path, text } of changed) project.write(path, text);
      const build = project.astro('build');
      expect(build.ok, build.output).toBe(true);
      const home = readFileSync(join(project.dir, 'dist', 'index.html'), 'utf8');
      expect(home).toContain(NEW_HEADLINE);
      expect(home).toContain(NEW_QUESTION);
    } finally {
      project.remove();
    }
  });

  test('leaves an optional field out of the file when it is emptied', async ({ page }) => {
    const file = 'src/content/landing/personas/operations-manager.md';
    await openLocalProject(page, original);
    await openEntry(page, 'Persona cards', 'Priya');
    await page.getByRole('textbox', { name: 'Quote', exact: true }).fill('');
    await saveFile(page, file);
    const text = textOf(await readProject(page), file) ?? '';
    expect(text).not.toMatch(/^quote:/m);
    const { quote: _, ...rest } = entryData(file, textOf(original, file) ?? '') as Record<string, unknown>;
    expect(entryData(file, text)).toEqual(rest);
    expect(schemaOf(file).safeParse(entryData(file, text)).success).toBe(true);
  });

  test('refuses to save a required field left empty, and writes nothing', async ({ page }) => {
    await openLocalProject(page, original);
    await openEntry(page, 'Landing page', 'Hero');
    const headline = page.getByRole('textbox', { name: 'Headline', exact: true });
    await headline.fill('');
    await save(page);
    await expect(page.getByRole('alert').filter({ hasText: 'This field is required.' })).toBeVisible();
    await expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(textOf(await readProject(page), HERO_FILE)).toBe(textOf(original, HERO_FILE));
  });
});

test.describe('the editor’s first screen', () => {
  /** Its words, as src/content/editor/ has them (this build names no GitHub repository: CMS_GITHUB_REPO unset). */
  const words = entryData(ENTRANCE_FILE, readFileSync(ENTRANCE_FILE, 'utf8')) as EditorCopy;
  const localFolder = (page: Page) => page.getByRole('button', { name: 'Work with Local Repository' });

  test('says which button to use, and that GitHub sign-in is off, in the site’s colours', async ({ page }) => {
    await answerGitHubStatus(page);
    await page.goto('/admin');
    await expect(localFolder(page)).toBeVisible();
    await expect(page.getByText(words.guidance)).toBeVisible();
    // No repository to sign in to: no button that could only fail, or wait on "Signing in…".
    await expect(page.getByText(words.gitHubMissing)).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign In/ })).toHaveCount(0);
    // The folder is asked for by what it holds, not by a name it need not have.
    await expect(page.getByText(/testable-site/)).toBeHidden();
    await expect(localFolder(page)).toHaveCSS('background-color', 'rgb(11, 110, 153)');
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
  });

  test('lets people zoom in, which the editor’s own viewport forbade', async ({ page }) => {
    await answerGitHubStatus(page);
    await page.goto('/admin');
    await expect(localFolder(page)).toBeVisible();
    const viewports = await page
      .locator('meta[name="viewport"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(viewports.length).toBeGreaterThan(1);
    expect(viewports.filter((content) => /maximum-scale|user-scalable/.test(content ?? ''))).toEqual([]);
  });

  test('a closed folder window leaves a calm note, and the button ready for another try', async ({
    page,
    consoleErrors,
  }) => {
    await answerGitHubStatus(page);
    await page.addInitScript(() => {
      const closed = () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
      Object.assign(window, { showDirectoryPicker: closed });
    });
    await page.goto('/admin');
    await localFolder(page).click();
    const note = page.getByRole('alert').filter({ hasText: words.folderPickerClosed });
    await expect(note).toBeVisible();
    // Written as our sentences are, without the editor's error colour and icon.
    const calm = await page.getByText(words.guidance).evaluate((sentence) => getComputedStyle(sentence).color);
    await expect(note).toHaveCSS('color', calm);
    await expect(note.getByText('error', { exact: true })).toBeHidden();
    await expect(localFolder(page)).toBeEnabled();
    await expectNoAxeViolations(page);
    // The editor logs every sign-in that did not happen, this one too; nobody sees the console.
    expect(consoleErrors).toEqual([expect.stringContaining('FolderWindowClosed')]);
    consoleErrors.length = 0;
  });

  for (const { what, files, git, message } of [
    {
      what: 'a folder that is not the project',
      files: [{ path: 'notes.txt', text: 'hi' }],
      git: true,
      message: 'notProjectFolder',
    },
    { what: 'the project without its .git', files: contentFiles(), git: false, message: 'noGitFolder' },
  ] as const) {
    test(`refuses ${what}, saying which folder to pick`, async ({ page, consoleErrors }) => {
      await answerGitHubStatus(page);
      await seedFolder(page, files, { folder: 'picked', git });
      await page.goto('/admin');
      await localFolder(page).click();
      await expect(page.getByRole('alert').filter({ hasText: words[message] })).toBeVisible();
      await expect(localFolder(page)).toBeEnabled();
      expect(consoleErrors).toEqual([expect.stringContaining('NotTheProjectFolder')]);
      consoleErrors.length = 0;
    });
  }

  test('opens the project whatever its folder is called', async ({ page }) => {
    await answerGitHubStatus(page);
    await seedFolder(page, contentFiles(), { folder: 'my copy of the site' });
    await page.goto('/admin');
    await localFolder(page).click();
    await expect(page.getByRole('treeitem', { name: 'FAQ' })).toBeVisible();
  });
});

test.describe('the editor page, apart from the site', () => {
  test('has its own, looser policy; every other page keeps the strict one', async ({ request }) => {
    const editor = await policyOf(request, '/admin');
    expect(editor.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(editor.get('script-src')).toEqual(["'self'"]);
    expect(editor.get('connect-src')).toContain('https://api.github.com');
    for (const path of SITE_PAGES) {
      const site = await policyOf(request, path);
      expect(site.get('style-src'), path).toContainEqual(expect.stringMatching(/^'sha256-/));
      expect(site.get('style-src'), path).not.toContain("'unsafe-inline'");
      expect(site.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(site.get('connect-src'), path).not.toContain('https://api.github.com');
    }
  });

  test('is not for search engines', async ({ request }) => {
    expect(await (await request.get('/admin')).text()).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
  });

  test('loads none of its files on the site’s pages', async ({ page, request }) => {
    const requested = (into: Set<string>) => (req: Request) => {
      into.add(new URL(req.url()).pathname);
    };
    const editorFiles = new Set<string>();
    await answerGitHubStatus(page);
    page.on('request', requested(editorFiles));
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    page.removeAllListeners('request');

    const siteFiles = new Set<string>();
    page.on('request', requested(siteFiles));
    // The 404 page is the same document as any other page not found, and logs its 404.
    for (const path of SITE_PAGES.filter((path) => path !== '/no/such/page')) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const { prefetch } = (await (await request.get('/dialogs.json')).json()) as { prefetch: string[] };
    for (const file of prefetch) siteFiles.add(file);

    // The editor's files all live in /_astro/editor/, and no site page asks for anything there.
    const editorBuilt = [...editorFiles].filter((file) => file.startsWith('/_astro/'));
    expect(editorBuilt.length).toBeGreaterThan(0);
    expect(editorBuilt.filter((file) => !file.startsWith('/_astro/editor/'))).toEqual([]);
    expect([...siteFiles].filter((file) => file.startsWith('/_astro/editor/'))).toEqual([]);
  });
});
