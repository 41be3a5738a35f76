import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { AnalysisCopy } from '../../lib/content-schemas';
import { MOBILE_BREAKPOINT_PX } from '../../lib/constants';
import { useMediaQuery } from '../../lib/media';
import { displayAppUrl } from '../../lib/url';
import { abortChat, discardChat } from '../../stores/chat';
import { $devUrl, clearPlan, ensureGreeting } from '../../stores/plan';
import ChatPanel from './ChatPanel';
import MobileTabs from './MobileTabs';
import PlanPanel from './PlanPanel';
import SplitView from './SplitView';
import './analysis.css';

/** /analysis: the guided chat beside the plan it builds, for the address kept in this browser. */
export default function AnalysisApp({ copy }: { copy: AnalysisCopy }) {
  const devUrl = useStore($devUrl);
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);

  useEffect(() => {
    if (!devUrl) {
      window.location.replace('/');
      return;
    }
    ensureGreeting(copy.greeting);
  }, [devUrl, copy.greeting]);

  useEffect(() => {
    window.addEventListener('pagehide', abortChat);
    return () => window.removeEventListener('pagehide', abortChat);
  }, []);

  if (!devUrl) return null;

  // Clearing the address sends the visitor home through the redirect above.
  const close = () => {
    discardChat();
    clearPlan();
  };

  return (
    <div className="analysis">
      <header className="analysis__header">
        <div className="analysis__heading">
          <h1 className="analysis__title">{copy.heading}</h1>
          <p className="analysis__url" title={devUrl}>
            {displayAppUrl(devUrl)}
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={close}>
          {copy.close}
        </button>
      </header>
      {wide ? (
        <SplitView chat={<ChatPanel copy={copy} />} plan={<PlanPanel copy={copy} emptyText={copy.emptySplit} />} label={copy.resizeLabel} />
      ) : (
        <MobileTabs
          chat={<ChatPanel copy={copy} />}
          plan={<PlanPanel copy={copy} emptyText={copy.emptyPlan} />}
          labels={{ tabs: copy.tabsLabel, build: copy.buildTab, preview: copy.previewTab }}
        />
      )}
    </div>
  );
}
