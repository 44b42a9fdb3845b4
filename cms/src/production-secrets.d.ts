type Vars = Record<string, string | undefined>;
export const CMS_SECRETS: readonly string[];
export const MIN_LENGTH: number;
export function secretProblems(names: readonly string[], env: Vars): string[];
export function assertProductionSecrets(names: readonly string[], env: Vars, who: string): void;
