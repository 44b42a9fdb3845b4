/** The targets of a markdown text's images. */
export declare function markdownImageSources(markdown: string): string[];
/** The targets of a markdown text's links and images. */
export declare function markdownTargets(markdown: string): string[];
/** The targets of a markdown text's links, its images left out. */
export declare function markdownLinks(markdown: string): string[];
