import { useStore } from '@nanostores/react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useMediaQuery } from '../../browser/media';
import { MOBILE_BREAKPOINT_PX } from '../../lib/constants';
import type { AnalysisCopy } from '../../lib/content/collections';
import { displayAppUrl } from '../../lib/forms/url';
import { $analysedUrl, askToClose } from '../../stores/analysis';
import { $planComplete, ensureGreeting } from '../../stores/plan';
import ChatPanel from './ChatPanel';
import CloseConfirm from './CloseConfirm';
import MobileTabs from './MobileTabs';
import PlanPanel, { loadPlanView } from './PlanPanel';
import './analysis.css';

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
// The resizable split view (and its library) is code a phone never runs: fetched only on a wide
// screen, from the moment this module runs there, in parallel with the first render, and so is
// the plan's view, which a wide screen shows at once.
const loadSplitView = () => import('./SplitView');
if (window.matchMedia(WIDE).matches) {
  void loadSplitView();
  void loadPlanView();
}
const SplitView = lazy(loadSplitView);

/**
 * /analysis: the guided chat beside the plan it builds, for the address kept in this browser.
 * `logo` is the site's logo, rendered by the page (Astro passes its static HTML).
 */
export default function AnalysisApp({ copy, logo }: { copy: AnalysisCopy; logo?: ReactNode }) {
  const devUrl = useStore($analysedUrl);
  const planReady = useStore($planComplete);
  const wide = useMediaQuery(WIDE);

  useEffect(() => {
    if (devUrl) ensureGreeting(copy.greeting);
  }, [devUrl, copy.greeting]);

  // Without an address the store is sending the visitor home.
  if (!devUrl) return null;

  return (
    <div className="analysis">
      <header className="analysis__header">
        {logo}
        <div className="analysis__heading">
          <h1 className="analysis__title">{copy.heading}</h1>
          <p className="analysis__url" title={devUrl}>
            {displayAppUrl(devUrl)}
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={askToClose}>
          {copy.close}
        </button>
      </header>
      <CloseConfirm copy={copy.closeConfirm} />
      {wide ? (
        <Suspense fallback={null}>
          <SplitView
            chat={<ChatPanel copy={copy} />}
            plan={<PlanPanel copy={copy} emptyText={copy.emptySplit} />}
            label={copy.resizeLabel}
          />
        </Suspense>
      ) : (
        <MobileTabs
          chat={<ChatPanel copy={copy} />}
          plan={<PlanPanel copy={copy} emptyText={copy.emptyPlan} />}
          labels={{ tabs: copy.tabsLabel, build: copy.buildTab, preview: copy.previewTab, ready: copy.planReady }}
          planReady={planReady}
        />
      )}
    </div>
  );
}
