let last = 0;

/**
 * A number no earlier call in this test file returned. Factories put it into e-mails and names, so rows made
 * by different tests sharing one database never collide on a unique column.
 */
export function nextSequence(): number {
  last += 1;
  return last;
}
