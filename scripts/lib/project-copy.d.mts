export function projectCopy(root: string, name: string): string;
