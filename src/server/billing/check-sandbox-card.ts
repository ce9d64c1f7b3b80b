import type { SandboxCard } from '../../contracts/billing';

export interface CardRefusal {
  /** Stripe's error code, so the page can treat both modes alike. */
  code: string;
  /** Stripe's own wording, what a real checkout shows. */
  message: string;
  field: 'number' | 'expiry' | 'cvc' | 'name';
}

/** Stripe's test cards that fail, with the decline Stripe reports for each. */
const DECLINING_CARDS: Record<string, Omit<CardRefusal, 'field'>> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

const ACCEPTED_CARDS = new Set(['4242424242424242', '5555555555554444', '4000056655665556']);

/**
 * The sandbox's stand-in for a card network: Stripe's documented test numbers behave as they do in
 * Stripe's test mode; any other number is refused, as Stripe's test mode refuses real cards.
 */
export function checkSandboxCard(card: SandboxCard, now = new Date()): CardRefusal | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { code: 'incomplete_number', message: 'Your card number is incomplete.', field: 'number' };
  if (!passesLuhn(number)) return { code: 'incorrect_number', message: 'Your card number is invalid.', field: 'number' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete.", field: 'expiry' };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", field: 'expiry' };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past.", field: 'expiry' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { code: 'incomplete_cvc', message: "Your card's security code is incomplete.", field: 'cvc' };
  if (!card.name.trim()) return { code: 'incomplete_name', message: 'Enter the name on the card.', field: 'name' };
  const decline = DECLINING_CARDS[number];
  if (decline) return { ...decline, field: 'number' };
  if (!ACCEPTED_CARDS.has(number)) {
    return {
      code: 'card_declined',
      message: 'Your card was declined. Your request was in test mode, but used a non test card. Use 4242 4242 4242 4242.',
      field: 'number',
    };
  }
  return null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
