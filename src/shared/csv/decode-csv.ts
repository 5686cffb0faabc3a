/**
 * A chosen CSV file's bytes as text: UTF-8 as the product writes it; UTF-16 when the file says so
 * with its byte-order mark (Excel's "Unicode text"); otherwise, when the bytes are not UTF-8,
 * Windows-1252 (Excel's "CSV" on Windows in Western Europe and the Americas), so "José Müller"
 * arrives as José Müller and not as "Jos� M�ller".
 */
export type CsvEncoding = 'UTF-8' | 'UTF-16' | 'Windows-1252';

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16' };
  }
  try {
    // The byte-order mark, if any, stays: the CSV reader drops it.
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes),
      encoding: 'UTF-8',
    };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}

/** A character no decoding could give: the file was read as something it is not. */
const UNREADABLE_CHARACTER = '\uFFFD';

/** The first line (1-based) holding an unreadable character or a NUL, or null. */
export function firstUnreadableLine(text: string): number | null {
  const replaced = text.indexOf(UNREADABLE_CHARACTER);
  const nul = text.indexOf(String.fromCharCode(0));
  const at = replaced < 0 ? nul : nul < 0 ? replaced : Math.min(replaced, nul);
  return at < 0 ? null : text.slice(0, at).split('\n').length;
}
