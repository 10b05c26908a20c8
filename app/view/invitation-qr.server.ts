import { encode } from "uqr";
import { escapeXml } from "~/view/xml";

/**
 * The QR code of an invitation card, as a small inline SVG made on the
 * server: no image service, no request. uqr makes the matrix; the SVG is
 * written here, because uqr's own `renderSVG` draws a `<rect>` per dark
 * module (about 8 KB a code) where one path of row runs takes a fraction.
 *
 * Error correction level M (15 % of the symbol may be lost): the cards are
 * printed on clean paper at about 0.7 mm a module, so a crease, a smudge or
 * a pen mark is what it must survive. Q (25 %) would push a card's URL
 * (52 to 70 characters) up a version, so more and smaller modules on the same
 * 28 mm square, harder to read for a phone held at arm's length, for damage
 * a card in an envelope does not suffer.
 */
const ERROR_CORRECTION = "M";

/** The light margin around the symbol that scanners need (4 modules, ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/**
 * One subpath per run of dark modules on a row, in module units, offset by
 * the quiet zone: `M x y h w v1 h-w z`. A closed subpath leaves the pen at
 * its start, so the next run may begin with a relative `m dx dy` instead,
 * whichever is shorter (about a tenth of the path).
 */
function darkRuns(rows: readonly (readonly boolean[])[]): string {
  let path = "";
  let pen: { x: number; y: number } | null = null;
  rows.forEach((row, rowIndex) => {
    const y = rowIndex + QUIET_ZONE;
    let column = 0;
    while (column < row.length) {
      if (!row[column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < row.length && row[column]) column += 1;
      const x = start + QUIET_ZONE;
      const width = column - start;
      const absolute = `M${x} ${y}`;
      const relative = pen ? `m${x - pen.x} ${y - pen.y}` : absolute;
      path += `${relative.length < absolute.length ? relative : absolute}h${width}v1h-${width}z`;
      pen = { x, y };
    }
  });
  return path;
}

/**
 * `text` as a QR code: an `<svg>` sized by its container (viewBox in modules,
 * quiet zone included), a white square and one black path, with `label` as
 * its accessible name (`role="img"`, `aria-label` and `<title>`).
 */
export function qrCodeSvg(text: string, label: string): string {
  const { data, size } = encode(text, { ecc: ERROR_CORRECTION, border: 0 });
  const side = size + 2 * QUIET_ZONE;
  const name = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" ` +
    `role="img" aria-label="${name}" shape-rendering="crispEdges">` +
    `<title>${name}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${darkRuns(data)}"/>` +
    `</svg>`
  );
}
