import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One measured figure of a bench, printed beside its budget and written to its JSON. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The most the figure may be; absent for a figure reported without a ceiling. */
  budget?: number;
  /** The least the figure may be (a comparison that must show a difference), if any. */
  atLeast?: number;
  detail?: string;
}

/** Whether the figure is within its ceiling and its floor (true when it has neither). */
export function withinBudget(figure: Figure): boolean {
  if (figure.budget !== undefined && figure.value > figure.budget) return false;
  if (figure.atLeast !== undefined && figure.value < figure.atLeast) return false;
  return true;
}

const limitText = (figure: Figure): string => {
  const limits = [
    figure.budget === undefined ? null : `≤ ${figure.budget} ${figure.unit}`,
    figure.atLeast === undefined ? null : `≥ ${figure.atLeast} ${figure.unit}`,
  ].filter((limit) => limit !== null);
  return limits.length === 0 ? '—' : limits.join(', ');
};

/**
 * Prints the figures as a table beside their budgets (and their details below it), writes
 * `tmp/bench/<bench>.json` (`{ measuredAt, figures }`) under `root`, and answers whether every
 * figure is within its budget.
 */
export function reportFigures(bench: string, figures: readonly Figure[], root: string): boolean {
  console.table(
    figures.map((figure) => ({
      measure: figure.name,
      value: `${Number.isInteger(figure.value) ? figure.value : figure.value.toFixed(1)} ${figure.unit}`,
      budget: limitText(figure),
      within:
        figure.budget === undefined && figure.atLeast === undefined
          ? ''
          : withinBudget(figure)
            ? 'yes'
            : 'NO',
    })),
  );
  for (const figure of figures) if (figure.detail) console.log(`${figure.name}: ${figure.detail}`);
  const out = resolve(root, 'tmp/bench');
  mkdirSync(out, { recursive: true });
  const file = resolve(out, `${bench}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), figures }, null, 2)}\n`,
  );
  console.log(`bench:${bench}: written ${file}`);
  return figures.every(withinBudget);
}
