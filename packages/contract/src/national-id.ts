import { z } from 'zod';
import { latinDigits } from './search-text.ts';

/**
 * A member's Egyptian national ID (docs/decisions/493): 14 digits, read as the Civil Status
 * Organisation writes them: the century (2: 1900s, 3: 2000s), the birth date (YYMMDD), the
 * governorate of birth (two digits, 88 born abroad), a sequence of four whose last says the sex,
 * and a check digit whose rule is not published (so not checked).
 */
export const nationalIdMessages = {
  digits: 'A national ID is 14 digits', // ours
  century: 'A national ID starts with 2 (born in the 1900s) or 3 (born in the 2000s)', // ours
  birthDate: 'This national ID holds an impossible birth date', // ours
  governorate: 'This national ID holds an unknown governorate code', // ours
  taken: 'This national ID is already registered', // ours
} as const;

/**
 * The governorates' codes in a national ID: Cairo, Alexandria, Port Said, Suez (01-04), Damietta to
 * Ismailia (11-19), Giza to Luxor (21-29), Red Sea to South Sinai (31-35), born outside Egypt (88).
 */
export const governorateCodes: readonly string[] = [
  ...['01', '02', '03', '04'],
  ...['11', '12', '13', '14', '15', '16', '17', '18', '19'],
  ...['21', '22', '23', '24', '25', '26', '27', '28', '29'],
  ...['31', '32', '33', '34', '35'],
  '88',
];

/** The ID as typed with Arabic-Indic digits made Latin and spaces and dashes dropped. */
export function nationalIdDigits(text: string): string {
  return latinDigits(text).replace(/[\s\-\u200e\u200f]/g, '');
}

/**
 * What is wrong with an ID in `nationalIdDigits` form, or undefined when its structure holds.
 * `today` bounds the birth date (nobody is born tomorrow).
 */
export function nationalIdProblem(id: string, today: Date = new Date()): string | undefined {
  if (!/^[0-9]{14}$/.test(id)) return nationalIdMessages.digits;
  const century = id[0] === '2' ? 1900 : id[0] === '3' ? 2000 : undefined;
  if (century === undefined) return nationalIdMessages.century;
  const year = century + Number(id.slice(1, 3));
  const month = Number(id.slice(3, 5));
  const day = Number(id.slice(5, 7));
  const born = new Date(Date.UTC(year, month - 1, day));
  const real =
    born.getUTCFullYear() === year && born.getUTCMonth() === month - 1 && born.getUTCDate() === day;
  if (!real || born.getTime() > today.getTime()) return nationalIdMessages.birthDate;
  if (!governorateCodes.includes(id.slice(7, 9))) return nationalIdMessages.governorate;
  return undefined;
}

/**
 * An optional national ID in a member's call: blank is none (null clears it in the profile), any
 * other text must hold the structure, each fault with its message.
 */
export const nationalIdField = z.preprocess(
  (value) => (typeof value === 'string' ? nationalIdDigits(value) || null : value),
  z
    .string({ error: nationalIdMessages.digits })
    .superRefine((id, context) => {
      const problem = nationalIdProblem(id);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullable(),
);

/** The ID as the console's lists show it: its last four digits only. */
export function maskNationalId(id: string): string {
  return `${'•'.repeat(id.length - 4)}${id.slice(-4)}`;
}
