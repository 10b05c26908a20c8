import fc from "fast-check";
import { serializeForm } from "../api";
import { extraEntries, type FormEntries, type FormValue } from "./form-values";
import { bytesOf, type EncodedBody } from "./requests";

/** Each way of encoding a form, and how often it is drawn: mostly the two a browser sends. */
const ENCODING_WEIGHTS = {
  urlencoded: 8,
  multipart: 8,
  "multipart-wrong-boundary": 1,
  "multipart-truncated": 1,
  json: 1,
  "bad-percent": 1,
  "bad-utf8": 1,
  charset: 1,
  "wrong-type": 1,
  "no-type": 1,
  empty: 1,
  oversized: 1,
} as const;
type Encoding = keyof typeof ENCODING_WEIGHTS;

const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  ...Object.entries(ENCODING_WEIGHTS).map(([name, weight]) => ({
    arbitrary: fc.constant(name as Encoding),
    weight,
  })),
);

const WRONG_TYPES = [
  "text/plain",
  "application/json",
  "application/xml",
  "image/png",
  "multipart/form-data",
  "multipart/mixed; boundary=x",
  "application/x-www-form-urlencoded; charset=utf-16",
  "*/*",
] as const;

export interface FormCase {
  entries: FormEntries;
  encoding: Encoding;
  wrongType: string;
  extras: FormEntries;
}

export async function encodeForm(form: FormCase): Promise<EncodedBody> {
  const entries = [...form.entries, ...form.extras];
  const label = `form/${form.encoding}`;
  const asText = (value: FormValue) => (typeof value === "string" ? value : value.name);
  const urlencoded = () => {
    const params = new URLSearchParams();
    for (const [name, value] of entries) params.append(name, asText(value));
    return params.toString();
  };
  const multipart = async () => {
    const data = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === "string") data.append(name, value);
      else data.append(name, new File([value.file], value.name, { type: value.type }));
    }
    const { body, contentType } = await serializeForm(data);
    return { type: contentType, bytes: body };
  };
  const urlType = "application/x-www-form-urlencoded";
  switch (form.encoding) {
    case "urlencoded":
      return { label, contentType: urlType, bytes: bytesOf(urlencoded()) };
    case "multipart": {
      const { type, bytes } = await multipart();
      return { label, contentType: type, bytes };
    }
    case "multipart-wrong-boundary": {
      const { bytes } = await multipart();
      return { label, contentType: "multipart/form-data; boundary=otra-frontera", bytes };
    }
    case "multipart-truncated": {
      const { type, bytes } = await multipart();
      return { label, contentType: type, bytes: bytes.slice(0, Math.floor(bytes.length / 2)) };
    }
    case "json":
      return {
        label,
        contentType: "application/json",
        bytes: bytesOf(JSON.stringify(Object.fromEntries(entries.map(([k, v]) => [k, asText(v)])))),
      };
    case "bad-percent":
      return {
        label,
        contentType: urlType,
        bytes: bytesOf(`${urlencoded()}&%zz=%&name=%C0%AF%FF%E0%80&%00=%%`),
      };
    case "bad-utf8": {
      const head = bytesOf(`${urlencoded()}&name=`);
      return {
        label,
        contentType: urlType,
        bytes: Uint8Array.from([...head, 0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]),
      };
    }
    case "charset":
      return {
        label,
        contentType: `${urlType}; charset=ISO-8859-1`,
        bytes: Uint8Array.from([...bytesOf(urlencoded()), ...bytesOf("&name=\u00f1")]),
      };
    case "wrong-type":
      return { label, contentType: form.wrongType, bytes: bytesOf(urlencoded()) };
    case "no-type":
      return { label, contentType: null, bytes: bytesOf(urlencoded()) };
    case "empty":
      return { label, contentType: urlType, bytes: new Uint8Array() };
    case "oversized":
      // Over every small form's limit (64 KB at most), under the upload forms'.
      return {
        label,
        contentType: urlType,
        bytes: bytesOf(`${urlencoded()}&message=${"x".repeat(70 * 1024)}`),
      };
  }
}

export const formCase = (entries: fc.Arbitrary<FormEntries>, names: readonly string[]) =>
  fc.record({
    entries,
    encoding,
    wrongType: fc.constantFrom(...WRONG_TYPES),
    extras: extraEntries(names),
  });

/** Mostly POST, as forms send; PUT, PATCH and DELETE reach the same actions. */
export const writeMethod = fc.oneof(
  { arbitrary: fc.constant("POST"), weight: 6 },
  { arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE"), weight: 1 },
);
