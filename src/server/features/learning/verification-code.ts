import { randomBytes } from "node:crypto";

/** RFC 4648 base32: no 0, 1, 8 or 9 to mistake for O, I, B or g when a code is typed from paper. */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const CODE_LENGTH = 26;

/**
 * A certificate's verification code: 26 base32 characters carrying 130 random bits, so codes cannot be guessed
 * (docs/product/learning.md#verification).
 */
export function newVerificationCode(): string {
  // 17 bytes hold 136 bits; the code reads the first 130, five at a time.
  const bytes = randomBytes(17);
  let code = "";
  for (let index = 0; index < CODE_LENGTH; index += 1) {
    const bit = index * 5;
    const byte = bit >> 3;
    const pair = ((bytes[byte] ?? 0) << 8) | (bytes[byte + 1] ?? 0);
    code += BASE32[(pair >> (11 - (bit & 7))) & 31];
  }
  return code;
}
