/**
 * Codes the Worker makes for a campaign: three groups of four characters
 * from an alphabet without 0/O or 1/I ('K7QM-3XHP-R9WD'). 32 symbols give
 * 5 bits each, 60 bits a code: with failed look-ups limited to 30 per client
 * every 10 minutes, one address guessing any of a thousand live codes would
 * need about 7 × 10^8 years on average (docs/decisions/019-invitation-campaigns.md).
 */

/** 8 digits and 24 letters: 32 symbols, so a random byte's low 5 bits pick one evenly. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

const GROUPS = 3;
const GROUP_LENGTH = 4;

/** The documented format of a generated code. */
export const GENERATED_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

type RandomSource = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

export function makeInvitationCode(random: RandomSource = cryptoRandom): string {
  const bytes = random(new Uint8Array(GROUPS * GROUP_LENGTH));
  const symbols = Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]);
  const groups: string[] = [];
  for (let start = 0; start < symbols.length; start += GROUP_LENGTH) {
    groups.push(symbols.slice(start, start + GROUP_LENGTH).join(""));
  }
  return groups.join("-");
}

/** `count` distinct codes, none of them in `taken`. */
export function makeInvitationCodes(
  count: number,
  taken: ReadonlySet<string> = new Set(),
  random: RandomSource = cryptoRandom,
): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = makeInvitationCode(random);
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}
