import React from 'react';
import type {ExpenseYear, FinanceCategory} from '@site/src/data/finance';
import {categoriesInYear, chartSummary, formatUsd, formatUsdWhole, niceScale, stackedBars} from '@site/src/lib/finance';
import {categoryColour} from './colours';
import styles from './styles.module.css';

export type FinanceChartProps = {
  data: ExpenseYear;
  /** All categories in stacking and colour order; colours stay the same from year to year. */
  categories: readonly FinanceCategory[];
};

const WIDTH = 760;
const HEIGHT = 340;
const MARGIN = {top: 16, right: 8, bottom: 36, left: 68};
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;

/**
 * A stacked bar chart of one year's expenses, one bar per month, drawn as plain SVG. The chart is a picture
 * for sighted readers (role="img" with a text summary); the table next to it carries the exact numbers.
 */
export default function FinanceChart({data, categories}: FinanceChartProps): React.JSX.Element {
  const bars = stackedBars(data, categories);
  const used = categoriesInYear(data, categories);
  const scale = niceScale(Math.max(0, ...bars.map((bar) => bar.total)));
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / scale.max) * PLOT_HEIGHT;
  const slot = PLOT_WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.min(40, slot * 0.62);

  return (
    <figure className={styles.figure}>
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
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatUsdWhole(tick)}
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
                {bar.month.slice(0, 3)}
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
      <figcaption>
        <span className="sr-only">Legend</span>
        <ul className={styles.legend} aria-label={`Categories in ${data.year}`}>
          {used.map((category) => (
            <li key={category} className={styles.legendItem}>
              <span
                className={styles.swatch}
                style={{background: categoryColour(category)}}
                aria-hidden="true"
              />
              {category}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
