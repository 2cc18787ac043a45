// Brazilian phone numbers as people type them: "(11) 98765-4321", "11 3456-7890", "+55 11
// 98765-4321", "011 98765 4321". Valid: a real DDD (ANATEL area code) followed by a mobile number
// (9 digits starting with 9) or a landline (8 digits starting with 2–5). Stored formatted.
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** "(11) 98765-4321" / "(11) 3456-7890", or null when the text is not a Brazilian phone number. */
export function normalizeBrazilianPhone(input: string): string | null {
  const text = input.trim();
  if (!/^[\d\s().+-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, "");
  // Country code 55, then the long-distance trunk prefix 0.
  if (digits.startsWith("55") && (digits.length === 12 || digits.length === 13))
    digits = digits.slice(2);
  if (digits.startsWith("0") && (digits.length === 11 || digits.length === 12))
    digits = digits.slice(1);
  const ddd = Number(digits.slice(0, 2));
  if (!DDDS.has(ddd)) return null;
  const number = digits.slice(2);
  if (number.length === 9 && number.startsWith("9"))
    return `(${ddd}) ${number.slice(0, 5)}-${number.slice(5)}`;
  if (number.length === 8 && /^[2-5]/.test(number))
    return `(${ddd}) ${number.slice(0, 4)}-${number.slice(4)}`;
  return null;
}
