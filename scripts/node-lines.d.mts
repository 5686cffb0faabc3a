/** Types of node-lines.mjs (plain JavaScript, loaded by start.mjs before anything is built). */
export interface NodeLine {
  major: number;
  minor: number;
  patch: number;
}
export function supportedLines(engines: string): NodeLine[];
export function unsupportedNodeMessage(version: string, engines: string): string | null;
export function enginesNode(): string;
