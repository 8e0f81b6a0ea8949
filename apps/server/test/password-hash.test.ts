import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// The password hashes are read by sign-in alone: every other query of users or admins
// names its columns, so no list, card or session lookup carries a hash. A lint of the sources.
const srcDir = path.resolve(import.meta.dirname, '../src');
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
const sources = fs
  .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: withoutComments(fs.readFileSync(path.join(srcDir, file), 'utf8')) }));

/** Where the hash may be read: checking a password at sign-in, before changing it, or before two-factor set-up. */
const readersOfHashes = [
  'modules/admins/admins.password-check.service.ts', // confirmOwnPassword: password change and two-factor set-up
  'modules/admins/admins.sign-in.service.ts', // signIn
  'modules/users/users.members.service.ts', // signInMember
  'modules/users/users.member-account.service.ts', // changeMemberPassword (the current one)
];

const accountTables = '(users|admins)';
/** One query: from `db`/`tx` to the end of its statement. */
const statements = (text: string) => text.split(';').filter((part) => /\b(db|tx)\s*\.\s*\w/.test(part));

it('never selects or returns a whole row of users or admins', () => {
  const wholeRows: string[] = [];
  for (const { file, text } of sources) {
    for (const statement of statements(text)) {
      const readsAccounts = new RegExp(`(from|[jJ]oin)\\(${accountTables}\\b`).test(statement);
      const writesAccounts = new RegExp(`(insert|update|delete)\\(${accountTables}\\)`).test(statement);
      if (
        (readsAccounts && /\.select\(\s*\)/.test(statement)) ||
        (writesAccounts && /\.returning\(\s*\)/.test(statement))
      ) {
        wholeRows.push(`${file}: ${statement.trim().split('\n')[0]}`);
      }
    }
    // A table object as a whole inside a selection ({ row: users }).
    for (const match of text.matchAll(new RegExp(`\\b\\w+:\\s*${accountTables}\\s*[,}]`, 'g'))) {
      wholeRows.push(`${file}: ${match[0]}`);
    }
  }
  expect(wholeRows).toEqual([]);
});

it('reads password hashes only where a password is checked', () => {
  const readers = sources
    .filter(({ text }) => new RegExp(`\\b${accountTables}\\.passwordHash\\b`).test(text))
    .map(({ file }) => file.split(path.sep).join('/'))
    .sort();
  expect(readers).toEqual([...readersOfHashes].sort());
});
