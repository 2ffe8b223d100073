import { platform } from '@chalkline/contracts';
import { useId } from 'react';
import { PlainIcon } from './PlainIcon';
import styles from './PlainPager.module.css';

export interface PlainPagerProps {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  disabled?: boolean;
}

type Item = number | 'start-ellipsis' | 'end-ellipsis';

/** The page numbers to show: the first and last, the current one with one on each side, ellipses between (as MUI's). */
export function pagerItems(page: number, count: number): Item[] {
  const range = (start: number, end: number) =>
    Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), count - boundary - 1);
  return [
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start-ellipsis'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end-ellipsis'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
  ];
}

// MUI's NavigateBefore / NavigateNext / ArrowDropDown paths, as its Pagination and Select draw them.
const before = 'M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const next = 'M10 6L8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
const dropDown = 'm7 10 5 5 5-5z';

/**
 * The data grid's `Pager` without MUI (ADR 0046), for the public lists: a rows-per-page choice, a "1–20 of 134"
 * summary and page buttons with MUI Pagination's names ("Go to next page", "page 2" for the current one).
 */
export function PlainPager({ page, limit, total, onPageChange, onLimitChange, disabled = false }: PlainPagerProps) {
  const id = useId();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);

  return (
    <div className={styles.pager}>
      <div className={styles.size}>
        <div className={disabled ? `${styles.field} ${styles.disabled}` : styles.field}>
          <label className={styles.label} htmlFor={id}>
            Rows per page
          </label>
          <select
            id={id}
            className={styles.select}
            value={String(limit)}
            onChange={(event) => onLimitChange(Number(event.target.value))}
            disabled={disabled}
          >
            {platform.pageSizeOptions.map((option) => (
              <option key={option} value={String(option)}>
                {option}
              </option>
            ))}
          </select>
          <PlainIcon d={dropDown} className={styles.arrow} />
          <fieldset aria-hidden className={styles.outline}>
            <legend className={styles.legend}>
              <span>Rows per page</span>
            </legend>
          </fieldset>
        </div>
        <p className={styles.summary} aria-live="polite">
          {first}–{last} of {total}
        </p>
      </div>
      <nav aria-label="pagination navigation">
        <ul className={styles.pages}>
          <li>
            <button
              type="button"
              className={styles.item}
              aria-label="Go to previous page"
              disabled={disabled || page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              <PlainIcon d={before} size="1.25rem" className={styles.icon} />
            </button>
          </li>
          {pagerItems(page, pageCount).map((item) => (
            <li key={item}>
              {typeof item === 'number' ? (
                <button
                  type="button"
                  className={item === page ? `${styles.item} ${styles.selected}` : styles.item}
                  aria-label={item === page ? `page ${item}` : `Go to page ${item}`}
                  aria-current={item === page ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </button>
              ) : (
                <div className={styles.ellipsis}>…</div>
              )}
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.item}
              aria-label="Go to next page"
              disabled={disabled || page >= pageCount}
              onClick={() => onPageChange(page + 1)}
            >
              <PlainIcon d={next} size="1.25rem" className={styles.icon} />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
