/** One line of the bench's table (scripts/bench.ts prints them). */
export interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
}

export const KB = 1024;

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const verbose = (): boolean => process.argv.includes('--verbose');
