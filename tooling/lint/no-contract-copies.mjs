// Lint rule: the option lists of api/src/contract/ (facings, features, countries, the forms' choices
// and messages) are written once; a second copy in the server, an app or the seed fails lint.
// The lists are read from the contract's own files, so the rule never needs a copy of them either.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

export const CONTRACT_DIR = 'api/src/contract';

/** `x as const`, `x satisfies T`, `<T>x`: the literal inside. */
function unwrap(node) {
  let inner = node;
  while (inner && ['TSAsExpression', 'TSSatisfiesExpression', 'TSTypeAssertion'].includes(inner.type)) {
    inner = inner.expression;
  }
  return inner;
}

function stringOf(node) {
  const inner = unwrap(node);
  if (inner?.type === 'Literal' && typeof inner.value === 'string') return inner.value;
  if (inner?.type === 'TemplateLiteral' && inner.expressions.length === 0)
    return inner.quasis[0].value.cooked;
  return null;
}

const isLiteralList = (node) => node?.type === 'ArrayExpression' || node?.type === 'ObjectExpression';

/** The values a literal holds directly: an array's elements, an object's property values. */
function members(node) {
  if (node.type === 'ArrayExpression') return node.elements.filter(Boolean);
  return node.properties.filter((property) => property.type === 'Property').map((property) => property.value);
}

/** Every string a literal holds, at any depth. */
function deepStrings(node, into = new Set()) {
  for (const member of members(node)) {
    const text = stringOf(member);
    if (text !== null) into.add(text);
    else if (isLiteralList(unwrap(member))) deepStrings(unwrap(member), into);
  }
  return into;
}

/**
 * The lists one exported literal holds: a list of strings or an object's string values is one list;
 * a list of objects (the countries) is one list per property ('COUNTRIES.code').
 */
function listsOf(name, literal) {
  const rows = members(literal).map(unwrap);
  if (literal.type === 'ArrayExpression' && rows.some((row) => row?.type === 'ObjectExpression')) {
    const columns = new Map();
    for (const row of rows.filter((candidate) => candidate?.type === 'ObjectExpression')) {
      for (const property of row.properties) {
        const text = property.type === 'Property' ? stringOf(property.value) : null;
        if (text === null || property.key.type !== 'Identifier') continue;
        const column = `${name}.${property.key.name}`;
        columns.set(column, (columns.get(column) ?? new Set()).add(text));
      }
    }
    return [...columns].map(([label, values]) => ({ label, values }));
  }
  return [{ label: name, values: deepStrings(literal) }];
}

/** The contract's exported lists of three or more strings, each with its module and all its values. */
export function readContractLists(root) {
  const dir = path.join(root, CONTRACT_DIR);
  const lists = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const { ast } = tseslint.parser.parseForESLint(readFileSync(path.join(dir, file), 'utf8'), {
      range: false,
    });
    const module = `@villa/api/contract/${file.replace(/\.ts$/, '')}`;
    for (const statement of ast.body) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      if (statement.declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declaration.declarations) {
        const literal = unwrap(declarator.init);
        if (declarator.id.type !== 'Identifier' || !isLiteralList(literal)) continue;
        const name = declarator.id.name;
        const all = deepStrings(literal);
        for (const { label, values } of listsOf(name, literal)) {
          if (values.size >= 3) lists.push({ label, module, values, all });
        }
      }
    }
  }
  return lists;
}

const overlap = (strings, values) => [...strings].filter((text) => values.has(text)).length;

/** A choice list names each choice once; a literal with a repeated string is a weighting, not a copy. */
function repeatsAString(node) {
  const texts = members(node)
    .map(stringOf)
    .filter((text) => text !== null);
  return new Set(texts).size < texts.length;
}

/**
 * Reports an array or object literal that holds (nearly) all of a contract list, when that list's
 * values are at least half of what it holds: a copy, perhaps with an extra 'Any', in any order.
 */
export function noContractCopies(lists) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      // Only the innermost literal that copies a list is reported, not those around it.
      const holdsReport = new WeakSet();
      const check = (node) => {
        if (holdsReport.has(node) || repeatsAString(node)) return;
        const strings = deepStrings(node);
        if (strings.size < 3) return;
        const copied = lists.find(
          ({ values, all }) =>
            overlap(strings, values) >= Math.max(3, Math.ceil(values.size * 0.9)) &&
            overlap(strings, all) * 2 >= strings.size,
        );
        if (!copied) return;
        for (let outer = node.parent; outer; outer = outer.parent) holdsReport.add(outer);
        context.report({
          node,
          message: `This copies ${copied.label} of ${copied.module}: import it from there instead.`,
        });
      };
      return { 'ArrayExpression:exit': check, 'ObjectExpression:exit': check };
    },
  };
}
