/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { fixtureModules } from '@/lib/modules/simple-modules';
import { auditActionKey, auditActions, auditEntities } from './audit-codes';

// The codes the server writes, read from its source: every call of an audit writer below, with its code
// followed through constants, conditions, the callers of the function it sits in and literal parameter types.
// The writers' own bodies are the plumbing between them and are not read.
const root = path.resolve(__dirname, '../..');
const files = readdirSync(path.join(root, 'lib/server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => {
    const text = readFileSync(path.join(root, 'lib/server', file), 'utf8');
    return ts.createSourceFile(`lib/server/${file}`, text, ts.ScriptTarget.Latest, true);
  });

const nodes = files.flatMap((file) => {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return all;
});
const calls = nodes.filter(ts.isCallExpression);
const calleeName = (call: ts.CallExpression) => (ts.isIdentifier(call.expression) ? call.expression.text : null);

type Fn = ts.SignatureDeclaration & { body?: ts.Node };
const isFn = (node: ts.Node): node is Fn => ts.isFunctionLike(node) && 'body' in node;
const fnName = (fn: Fn) =>
  fn.name && ts.isIdentifier(fn.name)
    ? fn.name.text
    : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
      ? fn.parent.name.text
      : null;

/** The calls of a function: in its own file, else anywhere (an exported one). */
function callsOf(fn: Fn): ts.CallExpression[] {
  const named = calls.filter((call) => calleeName(call) === fnName(fn));
  const local = named.filter((call) => call.getSourceFile() === fn.getSourceFile());
  return local.length > 0 ? local : named;
}

/** The parameter `name` of the nearest function around `at` that has one. */
function paramOf(at: ts.Node, name: string): { fn: Fn; index: number } | null {
  for (let node = at.parent; node; node = node.parent) {
    if (!isFn(node)) continue;
    const index = node.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name);
    if (index >= 0) return { fn: node, index };
  }
  return null;
}

const constants = (name: string, near: ts.Node) => {
  const all = nodes.filter(
    (n): n is ts.VariableDeclaration & { initializer: ts.Expression } =>
      ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer !== undefined,
  );
  const local = all.filter((n) => n.getSourceFile() === near.getSourceFile());
  return (local.length > 0 ? local : all).map((n) => n.initializer);
};

type Values = string[] | null; // null: the source does not tell

const union = (parts: Values[]): Values => (parts.includes(null) ? null : [...new Set(parts.flat() as string[])]);

function valuesOf(expr: ts.Expression | undefined): Values {
  if (!expr) return null;
  if (ts.isStringLiteralLike(expr)) return [expr.text];
  if (
    ts.isParenthesizedExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isNonNullExpression(expr) ||
    ts.isSatisfiesExpression(expr)
  )
    return valuesOf(expr.expression);
  if (ts.isConditionalExpression(expr)) return union([valuesOf(expr.whenTrue), valuesOf(expr.whenFalse)]);
  if (ts.isIdentifier(expr)) {
    const param = paramOf(expr, expr.text);
    if (param) return passed(param, (arg) => valuesOf(arg));
    const found = constants(expr.text, expr);
    return found.length > 0 ? union(found.map(valuesOf)) : null;
  }
  if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.expression))
    return paramProperty(expr.expression, expr.name.text);
  return null;
}

/** `input.status`: the literal union of the parameter's type, else what its callers pass. */
function paramProperty(object: ts.Identifier, key: string): Values {
  const param = paramOf(object, object.text);
  if (!param) return null;
  const type = param.fn.parameters[param.index]!.type;
  const member =
    type && ts.isTypeLiteralNode(type)
      ? type.members.find((m) => m.name && ts.isIdentifier(m.name) && m.name.text === key)
      : undefined;
  const memberType = member && ts.isPropertySignature(member) ? member.type : undefined;
  const literals = memberType && ts.isUnionTypeNode(memberType) ? memberType.types : memberType ? [memberType] : [];
  if (literals.length > 0 && literals.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)))
    return literals.map((t) => ((t as ts.LiteralTypeNode).literal as ts.StringLiteral).text);
  return passed(param, (arg) => valuesOf(property(arg, key)));
}

/** What the callers of the parameter's function pass it; null when nothing in lib/server calls it. */
function passed(param: { fn: Fn; index: number }, read: (arg: ts.Expression | undefined) => Values): Values {
  const found = callsOf(param.fn);
  return found.length > 0 ? union(found.map((call) => read(call.arguments[param.index]))) : null;
}

/** An object's property: written in it, or in an object it spreads (a local function's returned one). */
function property(object: ts.Expression | undefined, key: string): ts.Expression | undefined {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return p.name;
    if (ts.isSpreadAssignment(p) && ts.isCallExpression(p.expression)) {
      const name = calleeName(p.expression);
      const fn = nodes.find((n) => isFn(n) && fnName(n) === name && n.getSourceFile() === object.getSourceFile());
      const returned = nodes.filter((n): n is ts.ReturnStatement => ts.isReturnStatement(n) && !!fn && isIn(n, fn));
      const found = returned.map((r) => property(r.expression, key)).find(Boolean);
      if (found) return found;
    }
  }
  return undefined;
}
const isIn = (node: ts.Node, container: ts.Node) =>
  node.getSourceFile() === container.getSourceFile() && node.pos >= container.pos && node.end <= container.end;

const crud = ['create', 'update', 'delete'];
/** The writers: which argument is the entry, and the record kinds and actions it writes. */
const writers: Record<string, { arg: number; entity: boolean; action: (entry: ts.Expression) => Values }> = {
  writeAudit: { arg: 1, entity: false, action: (e) => valuesOf(property(e, 'action')) },
  auditRecord: { arg: 2, entity: true, action: (e) => valuesOf(property(e, 'action')) },
  changeRecord: { arg: 2, entity: true, action: (e) => valuesOf(property(property(e, 'audit'), 'action')) },
  // A transition without its own audit action is audited as the status it moves to.
  transition: {
    arg: 2,
    entity: true,
    action: (e) => valuesOf(property(e, 'audit') ? property(property(e, 'audit'), 'action') : property(e, 'to')),
  },
  crudService: { arg: 0, entity: true, action: () => crud },
};
const writerBodies = nodes.filter((n): n is Fn => isFn(n) && (fnName(n) ?? '') in writers);

const written = { actions: new Set<string>(), entities: new Set<string>(), unread: [] as string[] };
for (const call of calls) {
  const writer = writers[calleeName(call) ?? ''];
  if (!writer || writerBodies.some((body) => isIn(call, body))) continue;
  // The simple modules' kit writes each module's own codes, `<entity>.create|update|delete` from its
  // descriptor (lib/modules/simple-module.ts), not listed ones: checked below, not read here.
  if (call.getSourceFile().fileName.endsWith('lib/server/kit/simple-module.ts')) continue;
  const entry = call.arguments[writer.arg];
  const entities = valuesOf(property(entry, 'entity'));
  const actions = entry ? writer.action(entry) : null;
  if (!entities || !actions) {
    const file = call.getSourceFile();
    written.unread.push(`${file.fileName}:${file.getLineAndCharacterOfPosition(call.getStart()).line + 1}`);
    continue;
  }
  entities.forEach((entity) => written.entities.add(entity));
  for (const action of actions)
    for (const code of writer.entity ? entities.map((entity) => `${entity}.${action}`) : [action])
      written.actions.add(code);
}

/** Both sides of a mismatch, named: what one list has and the other lacks. */
function apart(listed: readonly string[], found: Iterable<string>) {
  const seen = new Set(found);
  return {
    listedNotFound: listed.filter((code) => !seen.has(code)),
    foundNotListed: [...seen].filter((code) => !listed.includes(code)),
  };
}
const none = { listedNotFound: [], foundNotListed: [] };

describe('audit codes', () => {
  it('reads the code of every audit write in lib/server', () => {
    expect(written.unread).toEqual([]);
    expect(written.actions.size).toBeGreaterThan(80);
  });

  it("gives a simple module its descriptor's codes, none of them a listed module's", () => {
    for (const simple of fixtureModules) {
      const { entity } = simple.spec;
      expect(simple.auditActions).toEqual([`${entity}.create`, `${entity}.update`, `${entity}.delete`]);
      expect(auditEntities).not.toContain(entity);
    }
  });

  it('lists exactly the codes and record kinds the server writes', () => {
    expect(apart(auditActions, written.actions)).toEqual(none);
    expect(apart(auditEntities, written.entities)).toEqual(none);
  });

  it('has words for exactly the listed codes and record kinds, in Turkish and English', () => {
    for (const messages of [tr, en]) {
      expect(apart(auditActions.map(auditActionKey), Object.keys(messages.Audit.actions))).toEqual(none);
      expect(apart(auditEntities, Object.keys(messages.Audit.entities))).toEqual(none);
    }
  });
});
