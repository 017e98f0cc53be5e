// The test payment provider's card form (docs/payments.md): the number typed is turned into the
// provider's test token on the server and then forgotten. 4000 0000 0000 0002 declines (as on
// Stripe's test cards); any other number that passes the Luhn check pays; anything else is a typo.

export const DECLINING_TEST_CARD = '4000000000000002';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test token for a typed card number, or null when it is not a card number. */
export function testCardToken(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return null;
  return digits === DECLINING_TEST_CARD ? 'tok_chargeDeclined' : 'tok_visa';
}
