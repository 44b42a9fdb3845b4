export const PREVIEW_RENDERER_FILE: string;

export function compilePreviewRenderer(outfile?: string): Promise<string>;
