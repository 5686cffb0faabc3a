/** Files a page saves through the browser's download (`<a download>` with a Blob's URL). */
import { vi } from 'vitest';

/** The files the page saved: what `<a download>` was clicked with, and the Blob's text. */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; type: string; bytes: Promise<ArrayBuffer> }[] = [];
  let count = 0;
  // jsdom has no object URLs; a browser's are opaque too.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${(count += 1)}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)!;
    saved.push({ fileName: this.download, type: blob.type, bytes: blob.arrayBuffer() });
  });
  return saved;
}
