/** A report step's entry in `npm test`'s results: always ok; `crashed` says why it did not finish. */
export interface ReportResult {
  name: string;
  ok: true;
  informational: true;
  crashed?: string;
  seconds: number;
}

export function runReport(
  name: string,
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv },
): ReportResult;
