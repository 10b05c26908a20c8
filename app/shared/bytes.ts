/** The parts, one after the other, in a new buffer. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

const kilobytes = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 1 });

/** A file's size as the admin reads it: '12.3 KB'. */
export const formatBytes = (bytes: number) => `${kilobytes.format(bytes / 1024)} KB`;
