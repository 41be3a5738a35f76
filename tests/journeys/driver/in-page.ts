/**
 * Runs inside the page, in every engine: the driver sends `locate`'s source text with its query,
 * so it must be one self-contained function (no imports, no helpers outside it).
 */

/** Roles the journeys ask for, as the elements that carry them implicitly or explicitly. */
export type Role =
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'contentinfo'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'log'
  | 'main'
  | 'region'
  | 'separator'
  | 'status'
  | 'tab'
  | 'textbox';

export interface Query {
  role?: Role;
  /** The accessible name, whitespace collapsed: exact for a string, a match for /…/ (sent as its source). */
  name?: string;
  nameMatches?: string;
  /** A CSS selector the element must match as well (or alone, without a role). */
  css?: string;
  /** Look only inside the first element this query finds. */
  within?: Query;
  /** Also find elements that are not shown (to check they are hidden, or read them). */
  hidden?: boolean;
}

/** The first element that `query` finds, or null. Self-contained: it is serialised into the page. */
export function locate(query: Query): Element | null {
  const SELECTORS: Record<string, string> = {
    banner: 'body > header, [role=banner]',
    button: 'button, [role=button], input[type=submit], input[type=button]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    contentinfo: 'body > footer, [role=contentinfo]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    link: 'a[href], [role=link]',
    log: '[role=log]',
    main: 'main, [role=main]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    separator: '[role=separator]',
    status: '[role=status], output',
    tab: '[role=tab]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=url], input[type=tel], input[type=search], textarea, [role=textbox]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const labels = [...(element.labels ?? [])].map((labelElement) => labelElement.textContent).join(' ');
      if (squash(labels)) return squash(labels);
      if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button'))
        return squash(element.value);
      return squash(element.getAttribute('title') ?? element.getAttribute('placeholder'));
    }
    if (element instanceof HTMLDialogElement || element.getAttribute('role') === 'dialog') {
      return squash(element.getAttribute('title'));
    }
    return squash(element.textContent) || squash(element.getAttribute('title'));
  };
  const shown = (element: Element) =>
    !element.closest('[aria-hidden=true], [inert]') &&
    (element instanceof HTMLDialogElement ? element.open : true) &&
    (typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ opacityProperty: false, visibilityProperty: true })
      : element.getClientRects().length > 0);
  const scope: ParentNode | null = query.within ? locate(query.within) : document;
  if (!scope) return null;
  const selector = [query.role ? SELECTORS[query.role] : null, query.css].filter(Boolean);
  const candidates = [...scope.querySelectorAll(selector[0] ?? '*')].filter(
    (element) => selector.length < 2 || element.matches(selector[1] as string),
  );
  const pattern = query.nameMatches === undefined ? null : new RegExp(query.nameMatches);
  return (
    candidates.find(
      (element) =>
        (query.hidden || shown(element)) &&
        (query.name === undefined || nameOf(element) === query.name) &&
        (pattern === null || pattern.test(nameOf(element))),
    ) ?? null
  );
}

export interface ElementState {
  /** Text content, whitespace collapsed. */
  text: string;
  /** A form field's value. */
  value: string | null;
  disabled: boolean;
  /** aria-* state as the element carries it (expanded, busy, selected, invalid), else null. */
  aria: Record<string, string | null>;
  /** Where it is in the viewport, in CSS pixels. */
  rect: { left: number; top: number; right: number; bottom: number; width: number; height: number };
}

/** What a journey reads of an element. Self-contained: it is serialised into the page. */
export function stateOf(element: Element | null): ElementState | null {
  if (element === null) return null;
  const box = element.getBoundingClientRect();
  const field = element as Partial<HTMLInputElement>;
  return {
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    value: typeof field.value === 'string' ? field.value : null,
    disabled: field.disabled === true || element.getAttribute('aria-disabled') === 'true',
    aria: Object.fromEntries(
      ['expanded', 'busy', 'selected', 'invalid', 'valuenow'].map((name) => [
        name,
        element.getAttribute(`aria-${name}`),
      ]),
    ),
    rect: { left: box.left, top: box.top, right: box.right, bottom: box.bottom, width: box.width, height: box.height },
  };
}
