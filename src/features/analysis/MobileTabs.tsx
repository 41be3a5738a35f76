import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import './mobile-tabs.css';

type Tab = 'build' | 'preview';

/**
 * Phones: one view at a time, switched by a bottom tab bar (WAI-ARIA tabs). Once the plan is
 * complete, the plan tab says so: the chat then points at Start Test, which is on that tab. A
 * panel is drawn the first time its tab is chosen, then kept: the plan's code is fetched only if
 * the visitor looks at it, not with the chat a phone shows first.
 */
export default function MobileTabs({
  chat,
  plan,
  labels,
  planReady,
}: {
  chat: ReactNode;
  plan: ReactNode;
  labels: { tabs: string; build: string; preview: string; ready: string };
  planReady: boolean;
}) {
  const [tab, setTab] = useState<Tab>('build');
  const [opened, setOpened] = useState<readonly Tab[]>(['build']);
  const id = useId();
  const choose = (next: Tab) => {
    setTab(next);
    setOpened((seen) => (seen.includes(next) ? seen : [...seen, next]));
  };
  const tabs: [Tab, string][] = [
    ['build', labels.build],
    ['preview', labels.preview],
  ];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'build' ? 'preview' : 'build';
    choose(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };
  return (
    <div className="mobile-tabs">
      {tabs.map(([key]) => (
        <div
          key={key}
          id={`${id}-${key}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${key}-tab`}
          className="mobile-tabs__panel"
          hidden={tab !== key}
        >
          {opened.includes(key) && (key === 'build' ? chat : plan)}
        </div>
      ))}
      <div role="tablist" aria-label={labels.tabs} className="mobile-tabs__bar">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => choose(key)}
            onKeyDown={onKeyDown}
          >
            {label}
            {key === 'preview' && planReady && (
              <>
                {' '}
                <span className="mobile-tabs__ready">{labels.ready}</span>
              </>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}
