import type { TestExecutionCopy } from '../../lib/content/collections';

function BackArrow() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M12.5 4.5 7 10l5.5 5.5" />
    </svg>
  );
}

/**
 * The top of the page, in its HTML and once the app has read the plan: the way back, the page's
 * label with the app's address, the heading.
 */
export function ExecutionTop({
  copy,
  app,
  heading,
  empty = false,
}: {
  copy: TestExecutionCopy;
  app: string;
  heading: string;
  /** Without scenarios the heading says so, in a quieter size. */
  empty?: boolean;
}) {
  return (
    <>
      <a className="execution__back" href="/analysis" data-track="execution-back">
        <BackArrow />
        {copy.back}
      </a>
      <p className="execution__eyebrow tone-accent">
        <span>{copy.title}</span>
        {app && (
          <span className="execution__app" title={app}>
            <span>{app}</span>
          </span>
        )}
      </p>
      <h1 className={empty ? 'execution__title execution__title--empty' : 'execution__title'}>{heading}</h1>
    </>
  );
}
