/** Only a path of this site (no open redirect); `fallback` otherwise. */
export declare function safeReturnPath(value: string | null | undefined, fallback?: string): string;
