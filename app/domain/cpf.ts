// CPF (Receita Federal): 11 digits, the last two check digits of the first nine (mod 11). The
// memória prints it in full (DESIGN §8.10); /verificar never shows it (§8b.34).

export const CPF_INVALID = "CPF inválido: confira os 11 números.";

/** The digits of a CPF as typed ("123.456.789-09" → "12345678909"); null when it is not 11 digits. */
export function cpfDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d.\-\s]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  return digits.length === 11 ? digits : null;
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Eleven digits whose check digits match; repeated digits ("111.111.111-11") are refused. */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (!digits || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  );
}

/** "12345678909" → "123.456.789-09". */
export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9, 11)}`;
}

/** The check digits of the first nine digits: completes a valid CPF (tests and examples). */
export function cpfCheckDigits(nine: string): string {
  const first = checkDigit(`${nine}00`, 9);
  const second = checkDigit(`${nine}${first}0`, 10);
  return `${first}${second}`;
}
