/** One measured figure of a bench, printed beside its budget and written to its JSON. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Absent for a figure reported beside the budgets, without one of its own. */
  budget?: number;
  detail?: string;
}
