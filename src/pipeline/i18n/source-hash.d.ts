export function normalizeText(text: string): string;
export function sourceHash(...parts: readonly string[]): string;
