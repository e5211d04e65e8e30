import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type YearSwitcherProps = {
  years: readonly number[];
  selected: number;
  onSelect: (year: number) => void;
  /** Names the button group for assistive technology. */
  label: string;
};

/** A row of toggle buttons, one per year; the selected one has aria-pressed="true". */
export default function YearSwitcher({years, selected, onSelect, label}: YearSwitcherProps): React.JSX.Element {
  return (
    <div className={styles.group} role="group" aria-label={label}>
      {years.map((year) => (
        <button
          key={year}
          type="button"
          className={clsx(styles.button, year === selected && styles.active)}
          aria-pressed={year === selected}
          onClick={() => onSelect(year)}>
          {year}
        </button>
      ))}
    </div>
  );
}
