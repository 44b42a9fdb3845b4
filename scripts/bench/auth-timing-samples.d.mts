export interface AuthTimings {
  existing: number[];
  unknown: number[];
}

export function sampleAuthTiming(
  cmsUrl: string,
  options: { existing: string; samples?: number; warmup?: number },
): Promise<{ signIn: AuthTimings; forgotPassword: AuthTimings }>;

export function summarize(times: number[]): { min: number; median: number; p90: number; max: number };
