import { type CSSProperties, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { DemoCopy } from '../../lib/content/collections';
import type { DemoScreen } from '../../lib/landing/demo';

export type CursorTarget = DemoCopy['steps'][number]['cursor'] | 'start';

interface Props {
  app: DemoCopy['app'];
  screen: DemoScreen;
  cursor: CursorTarget;
  /** Dave has just clicked where the cursor is (the step's action on a button). */
  clicking: boolean;
  /** The cursor rests in the quantity field before anything is typed: show a caret. */
  focusedQuantity: boolean;
  /** Changes with each click so its ripple plays again. */
  clickKey: string;
}

interface Point {
  x: number;
  y: number;
}

/** Where an element sits inside `container`, by the offset chain: layout only, transforms ignored. */
function offsetWithin(element: HTMLElement, container: HTMLElement): Point & { width: number; height: number } {
  let x = 0;
  let y = 0;
  let node: HTMLElement | null = element;
  while (node && node !== container) {
    x += node.offsetLeft;
    y += node.offsetTop;
    node = node.offsetParent instanceof HTMLElement ? node.offsetParent : null;
  }
  return { x, y, width: element.offsetWidth, height: element.offsetHeight };
}

/**
 * Follows the cursor's target through layout changes (a narrow window, text reflowing). Null until
 * first measured: a dialog's layout effects run before it is open, when it has no layout, so the
 * first point comes from its first layout's resize observation, applied before that frame is
 * painted (flushSync), and the cursor is drawn there from the start rather than gliding in from a corner.
 */
function useCursorPoint(
  page: RefObject<HTMLDivElement | null>,
  targets: Record<Exclude<CursorTarget, 'start'>, RefObject<HTMLElement | null>>,
  cursor: CursorTarget,
): Point | null {
  const [point, setPoint] = useState<Point | null>(null);
  useLayoutEffect(() => {
    const container = page.current;
    if (!container) return;
    const place = (atX: number, atY: number) => {
      const [x, y] = [Math.round(atX), Math.round(atY)];
      setPoint((last) => (last?.x === x && last.y === y ? last : { x, y }));
    };
    const measure = () => {
      const element = cursor === 'start' ? null : targets[cursor].current;
      if (!element) return place(container.clientWidth * 0.72, container.clientHeight * 0.88);
      const box = offsetWithin(element, container);
      // Over a field or button the tip lands near the middle; over the price it rests in the
      // top corner, beside the short label, where it hides none of the figures Dave is reading.
      const [fx, fy] = cursor === 'price' ? [0.85, 0.25] : [0.45, 0.6];
      place(box.x + box.width * fx, box.y + box.height * fy);
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    // Reading the layout of a dialog not yet open would only restyle it for nothing.
    if (container.closest('dialog')?.open) measure();
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(container);
    return () => observer.disconnect();
  }, [page, targets, cursor]);
  return point;
}

const cursorStyle = ({ x, y }: Point) =>
  ({ '--demo-cursor-x': `${x}px`, '--demo-cursor-y': `${y}px` }) as CSSProperties;

/**
 * The supplier's calculator in a browser window, with Dave's cursor over it. A picture, not a
 * form: nothing here is focusable or clickable, only its texts reach assistive technology.
 */
export default function DemoApp({ app, screen, cursor, clicking, focusedQuantity, clickKey }: Props) {
  const page = useRef<HTMLDivElement>(null);
  const quantity = useRef<HTMLSpanElement>(null);
  const calculate = useRef<HTMLSpanElement>(null);
  const price = useRef<HTMLDivElement>(null);
  const [targets] = useState(() => ({ quantity, calculate, price }));
  const point = useCursorPoint(page, targets, cursor);

  return (
    <div className="demo-browser">
      <div className="demo-browser__bar">
        <span className="demo-browser__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="demo-browser__address">
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path
              d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v6.5h-9z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          {app.address}
        </span>
      </div>
      <div ref={page} className="demo-browser__page">
        {/* Once Dave gives up, the faded calculator is an inactive component (WCAG 1.4.3's
            exception for its half-opacity text): a disabled fieldset says so to the audit tools. */}
        <fieldset className={`demo-calc${screen.faded ? ' is-faded' : ''}`} disabled={screen.faded}>
          <legend className="demo-calc__title">{app.title}</legend>
          <p className="demo-calc__product">
            <span className="demo-calc__thumb" aria-hidden="true" />
            {app.product}
          </p>
          <div className="demo-calc__row">
            <div className="demo-calc__field">
              <span className="demo-calc__label">{app.quantityLabel}</span>
              <span
                ref={quantity}
                className={`demo-calc__input${screen.quantityFilled ? ' is-filled' : ''}${focusedQuantity ? ' is-focused' : ''}`}
              >
                {screen.quantityFilled && <span className="demo-calc__typed">{app.quantity}</span>}
                {focusedQuantity && <span className="demo-calc__caret" aria-hidden="true" />}
              </span>
            </div>
            <span
              ref={calculate}
              className={`demo-calc__button${clicking && cursor === 'calculate' ? ' is-pressed' : ''}`}
            >
              {app.button}
            </span>
          </div>
          <div ref={price} className={`demo-calc__price is-${screen.price}`}>
            <span className="demo-calc__label">{app.priceLabel}</span>
            <span className="demo-calc__readout">
              <PriceValue app={app} price={screen.price} />
            </span>
          </div>
        </fieldset>
        {point && (
          <span className="demo-cursor" style={cursorStyle(point)} aria-hidden="true">
            {clicking && <span key={clickKey} className="demo-cursor__click" />}
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path d="M5 3.2v15.6l4.2-4 2.7 6.1 2.9-1.3-2.7-6h5.8z" strokeWidth="1.5" strokeLinejoin="round" />
            </svg>
          </span>
        )}
      </div>
    </div>
  );
}

function PriceValue({ app, price }: { app: DemoCopy['app']; price: DemoScreen['price'] }) {
  switch (price) {
    case 'idle':
      return <span className="demo-calc__value">{app.idlePrice}</span>;
    case 'calculating':
      return (
        <span key={price} className="demo-calc__value">
          <span className="demo-spinner" aria-hidden="true" />
          {app.calculating}
        </span>
      );
    case 'price':
      return (
        <>
          <span key={price} className="demo-calc__value demo-calc__amount">
            {app.price}
          </span>
          <span className="demo-calc__note">{app.priceNote}</span>
        </>
      );
    case 'error':
      return (
        <span key={price} className="demo-calc__value demo-calc__error">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M10 5.5v5.5M10 13.6v.6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {app.error}
        </span>
      );
  }
}
