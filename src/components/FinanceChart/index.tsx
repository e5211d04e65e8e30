import React, {useEffect, useRef, useState} from 'react';
import type {ExpenseYear, FinanceCategory} from '@site/src/data/finance';
import {categoriesInYear, chartSummary, formatUsd, formatUsdWhole, niceScale, stackedBars} from '@site/src/lib/finance';
import {categoryColour} from './colours';
import styles from './styles.module.css';

export type FinanceChartProps = {
  data: ExpenseYear;
  /** All categories in stacking and colour order; colours stay the same from year to year. */
  categories: readonly FinanceCategory[];
};

/** The width drawn before the chart has measured its box (server render, or no ResizeObserver). */
export const DEFAULT_WIDTH = 760;
/** Below this width the chart switches to compact labels (`$10k` ticks) and margins. */
const COMPACT_BELOW = 520;

/**
 * The chart's geometry for a drawing `width` in CSS pixels. The SVG's user unit is one CSS pixel, so the labels'
 * 12 px font stays 12 px on a phone (a fixed 760-unit viewBox shrank them to about 6 px at 390 px).
 */
export function chartLayout(width: number) {
  const compact = width < COMPACT_BELOW;
  const height = compact ? 280 : 340;
  const margin = compact ? {top: 12, right: 0, bottom: 32, left: 52} : {top: 16, right: 8, bottom: 36, left: 68};
  return {
    width,
    height,
    compact,
    margin,
    plotWidth: width - margin.left - margin.right,
    plotHeight: height - margin.top - margin.bottom,
  };
}

/** `$10k` for compact axes, `$10,000` otherwise. */
function tickLabel(tick: number, compact: boolean): string {
  return compact && tick >= 1000 ? `$${tick / 1000}k` : formatUsdWhole(tick);
}

/** The rendered width of the element, following resizes; DEFAULT_WIDTH until it is known. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A stacked bar chart of one year's expenses, one bar per month, drawn as plain SVG. The chart is a picture
 * for sighted readers (role="img" with a text summary); the table next to it carries the exact numbers.
 */
export default function FinanceChart({data, categories}: FinanceChartProps): React.JSX.Element {
  const boxRef = useRef<HTMLDivElement>(null);
  const {
    width: WIDTH,
    height: HEIGHT,
    compact,
    margin: MARGIN,
    plotWidth: PLOT_WIDTH,
    plotHeight: PLOT_HEIGHT,
  } = chartLayout(Math.max(280, useWidth(boxRef)));
  const bars = stackedBars(data, categories);
  const used = categoriesInYear(data, categories);
  const scale = niceScale(Math.max(0, ...bars.map((bar) => bar.total)));
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / scale.max) * PLOT_HEIGHT;
  const slot = PLOT_WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.min(40, slot * 0.62);
  // Three letters need about 26 px at 12 px; narrower slots (phones) get the initial, as compact charts do.
  const monthLabel = (month: string) => (slot < 26 ? month.slice(0, 1) : month.slice(0, 3));

  return (
    <figure className={styles.figure}>
      <div ref={boxRef} className={styles.box}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={chartSummary(data, categories)}
          preserveAspectRatio="xMidYMid meet">
          <g className={styles.axis}>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line className={styles.grid} x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                <text x={MARGIN.left - (compact ? 6 : 8)} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tickLabel(tick, compact)}
                </text>
              </g>
            ))}
          </g>
          {bars.map((bar, index) => {
            const x = MARGIN.left + slot * index + (slot - barWidth) / 2;
            return (
              <g key={bar.month} data-testid="finance-bar" data-month={bar.month}>
                {bar.segments.map((segment) => (
                  <rect
                    key={segment.category}
                    x={x}
                    y={y(segment.end)}
                    width={barWidth}
                    height={Math.max(0, y(segment.start) - y(segment.end))}
                    fill={categoryColour(segment.category)}>
                    <title>{`${bar.month} ${data.year}, ${segment.category}: ${formatUsd(segment.amount)}`}</title>
                  </rect>
                ))}
                <text className={styles.month} x={x + barWidth / 2} y={HEIGHT - MARGIN.bottom + 20} textAnchor="middle">
                  {monthLabel(bar.month)}
                </text>
              </g>
            );
          })}
          <line
            className={styles.baseline}
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={MARGIN.top + PLOT_HEIGHT}
            y2={MARGIN.top + PLOT_HEIGHT}
          />
        </svg>
      </div>
      <figcaption>
        <span className="sr-only">Legend</span>
        <ul className={styles.legend} aria-label={`Categories in ${data.year}`}>
          {used.map((category) => (
            <li key={category} className={styles.legendItem}>
              <span className={styles.swatch} style={{background: categoryColour(category)}} aria-hidden="true" />
              {category}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
