import { useStore } from '@nanostores/react';
import ModalShell from '../../dialogs/shared/ModalShell';
import type { AnalysisCopy } from '../../lib/content/collections';
import { $closeAsked, closeAnalysis, keepWorking } from '../../stores/analysis';

/** Close's question, while something would be lost: keeping on is the first choice, and Escape's. */
export default function CloseConfirm({ copy }: { copy: AnalysisCopy['closeConfirm'] }) {
  const asked = useStore($closeAsked);
  if (!asked) return null;
  return (
    <ModalShell title={copy.title} description={copy.body} closeLabel={copy.keep} onClose={keepWorking}>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={keepWorking}>
          {copy.keep}
        </button>
        <button type="button" className="btn btn-primary" onClick={closeAnalysis}>
          {copy.clear}
        </button>
      </div>
    </ModalShell>
  );
}
