import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import type { DemoCopy } from '../../lib/content/collections';
import {
  DEMO_TIMELINE,
  type DemoEvent,
  demoPriceText,
  demoScreen,
  demoStateAt,
  nextEventAt,
} from '../../lib/landing/demo';
import ModalShell from '../shared/ModalShell';
import DemoApp from './demo-app';
import browserStyles from './demo-browser.css?url';
import calculatorStyles from './demo-calculator.css?url';
import controlsStyles from './demo-controls.css?url';
import demoStyles from './demo-modal.css?url';

const DEMO_STYLES = [demoStyles, browserStyles, calculatorStyles, controlsStyles];

interface DemoClock {
  elapsed: number;
  running: boolean;
  pause: () => void;
  resume: () => void;
  restart: () => void;
}

interface ClockState {
  /** Script time, in ms... */
  elapsed: number;
  /**
   * ...as read at this Date.now(). While running, script time goes on from here. Null until the
   * session is first shown: a dialog readied out of sight renders before it opens, and its time
   * starts when its effects first run.
   */
  readAt: number | null;
  running: boolean;
}

/**
 * Script time that only moves while running. One timeout at a time waits for the next event.
 * Time is read from Date.now() and anchored to when it was read, so a pause keeps what remained,
 * a late render does not add up to drift, and fake clocks drive it.
 */
function useDemoClock(timeline: readonly DemoEvent[]): DemoClock {
  const [clock, setClock] = useState<ClockState>({ elapsed: 0, readAt: null, running: true });
  const { elapsed, readAt, running } = clock;

  useEffect(() => {
    if (!running) return;
    const next = nextEventAt(elapsed, timeline);
    if (next === undefined) return;
    const from = readAt ?? Date.now();
    const timer = setTimeout(
      () => {
        const now = Date.now();
        // Never behind the event that woke us, even if the wall clock and the timer disagree.
        setClock({ elapsed: Math.max(next, elapsed + now - from), readAt: now, running: true });
      },
      Math.max(0, next - elapsed - (Date.now() - from)),
    );
    return () => clearTimeout(timer);
  }, [running, elapsed, readAt, timeline]);

  return {
    elapsed,
    running,
    pause: () =>
      setClock((current) => {
        if (!current.running) return current;
        const now = Date.now();
        return { elapsed: current.elapsed + now - (current.readAt ?? now), readAt: now, running: false };
      }),
    resume: () =>
      setClock((current) => (current.running ? current : { ...current, readAt: Date.now(), running: true })),
    restart: () => setClock({ elapsed: 0, readAt: Date.now(), running: true }),
  };
}

/** "Watch Dave's session": the scripted demo of a persona failing to price a bulk order. */
export default function DemoModal({ copy, onClose }: { copy: DemoCopy; onClose: () => void }) {
  const clock = useDemoClock(DEMO_TIMELINE);
  const state = demoStateAt(clock.elapsed, DEMO_TIMELINE);
  const screen = demoScreen(
    copy.steps.map((step) => step.action),
    state,
  );
  const current = state.step >= 0 ? copy.steps[state.step] : undefined;
  const thinking = current?.thinking ?? copy.idleThinking;
  const clicking = state.actionShown && current?.cursor === 'calculate';
  const thoughtId = useId();
  const finishedRef = useRef<HTMLDivElement>(null);

  // On a phone the closing message lands below the fold: bring it into view when it appears.
  useEffect(() => {
    if (!state.finished) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    finishedRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [state.finished]);

  const priceText = demoPriceText(copy.app, screen.price);

  const control = state.finished
    ? { label: copy.replay, icon: 'replay' as const, onClick: clock.restart }
    : clock.running
      ? { label: copy.pause, icon: 'pause' as const, onClick: clock.pause }
      : { label: copy.resume, icon: 'play' as const, onClick: clock.resume };

  const progressStyle = { '--demo-progress': state.progress / 100 } as CSSProperties;

  return (
    <ModalShell
      title={copy.title}
      description={copy.example}
      closeLabel={copy.close}
      onClose={onClose}
      size="large"
      styles={DEMO_STYLES}
    >
      <div className={`demo${clock.running && !state.finished ? '' : ' is-still'}`}>
        <div className="demo__persona">
          <span className="demo__avatar" aria-hidden="true">
            {copy.persona.slice(0, 1)}
          </span>
          <div>
            <p className="demo__who">{copy.persona}</p>
            <p className="demo__goal">
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
                <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <circle cx="10" cy="10" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <circle cx="10" cy="10" r="1.2" fill="currentColor" />
              </svg>
              {copy.goal}
            </p>
          </div>
        </div>

        <div className="demo__stage">
          <DemoApp
            app={copy.app}
            screen={screen}
            cursor={current?.cursor ?? 'start'}
            clicking={clicking}
            clickKey={String(state.step)}
            focusedQuantity={state.step === 0 && !state.actionShown}
          />
        </div>

        <figure className="demo__thought" aria-labelledby={thoughtId}>
          <figcaption id={thoughtId} className="demo__thought-label">
            <span className="demo__thought-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {copy.thinkingLabel}
          </figcaption>
          <p key={state.step} className="demo__thought-text">
            {thinking}
          </p>
        </figure>

        {state.finished && (
          <div ref={finishedRef} className="demo__finished">
            <p>{copy.finished}</p>
            <div className="demo__finished-actions">
              <button type="button" className="btn btn-primary" onClick={clock.restart}>
                {copy.watchAgain}
              </button>
              <button type="button" className="btn btn-secondary" onClick={onClose}>
                {copy.close}
              </button>
            </div>
          </div>
        )}

        <div className="demo__controls">
          <button type="button" className="demo__control" onClick={control.onClick}>
            <ControlIcon icon={control.icon} />
            <span className="visually-hidden">{control.label}</span>
          </button>
          <div
            className="demo__progress"
            role="progressbar"
            aria-label={copy.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            style={progressStyle}
          >
            <span className="demo__progress-fill" />
          </div>
          <span className="demo__percent" aria-hidden="true">
            {state.progress}%
          </span>
        </div>

        {/* One polite region for what a sighted viewer watches change: the thought and the price. */}
        <div className="visually-hidden" aria-live="polite">
          <p>{`${copy.thinkingLabel}: ${thinking}`}</p>
          {priceText && <p>{`${copy.app.priceLabel}: ${priceText}`}</p>}
          {state.finished && <p>{copy.finished}</p>}
        </div>
      </div>
    </ModalShell>
  );
}

function ControlIcon({ icon }: { icon: 'pause' | 'play' | 'replay' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {icon === 'pause' && <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />}
      {icon === 'play' && <path d="M8 5v14l11-7z" fill="currentColor" />}
      {icon === 'replay' && (
        <path
          d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
