import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What i18n/literal-english.test.ts looks for (docs/decisions/288). */
const readAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'message',
  'emptyText',
  'confirmLabel',
]);
const readProperties = new Set([
  'title',
  'message',
  'label',
  'description',
  'placeholder',
  'confirm',
  'cancel',
]);
const english = /[A-Za-z]{2,}/;

export function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** The English words a person would read in a component file, with their line. */
export function englishWordsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, words: string) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${line}: ${words.trim()}`);
  };
  const literal = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isJsxExpression(node)) return literal(node.expression);
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && english.test(node.text)) note(node, node.text);
    if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(tree))) {
      const words = literal(node.initializer);
      if (words && english.test(words)) note(node, words);
    }
    if (ts.isPropertyAssignment(node) && readProperties.has(node.name.getText(tree))) {
      const words = literal(node.initializer);
      if (words && english.test(words)) note(node, words);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
