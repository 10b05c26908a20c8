import { readFileSync } from "node:fs";
import PostalMime from "postal-mime";
import { vi } from "vitest";
import type { TestWorker } from "./worker";

/** An e-mail the Worker sent, as a mail program reads it. */
export interface SentEmail {
  path: string;
  raw: string;
  subject: string;
  from: string;
  to: string[];
  replyTo: string[];
  messageId: string;
  text: string;
}

/** Reads the `.eml` file the local `send_email` binding wrote. */
export async function readEmail(path: string): Promise<SentEmail> {
  const raw = readFileSync(path, "utf8");
  const parsed = await PostalMime.parse(raw);
  return {
    path,
    raw,
    subject: parsed.subject ?? "",
    from: parsed.from?.address ?? "",
    to: (parsed.to ?? []).map((address) => address.address ?? ""),
    replyTo: (parsed.replyTo ?? []).map((address) => address.address ?? ""),
    messageId: parsed.messageId ?? "",
    text: parsed.text ?? "",
  };
}

/**
 * Waits until the Worker has written `count` e-mails in all (it sends them
 * after answering, through `ctx.waitUntil`), and reads the new ones.
 */
export async function emailsAfter(
  worker: TestWorker,
  before: number,
  count = 1,
): Promise<SentEmail[]> {
  const paths = await vi.waitFor(
    () => {
      const sent = worker.sentEmails();
      if (sent.length < before + count)
        throw new Error(`${sent.length - before} of ${count} e-mails`);
      return sent.slice(before, before + count);
    },
    { timeout: 20_000, interval: 50 },
  );
  return Promise.all(paths.map(readEmail));
}
