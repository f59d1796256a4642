import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The roots of the app catalogue's keys: react-admin's own (`ra`), the resources' and the screens'. */
const KEY_SHAPE = /^(app|resources|ra)\./;

/** How deep calls are followed into the functions they call. */
const MAX_DEPTH = 6;

/** One text key the app's source uses, as far as the source tells it. */
export interface KeyUse {
  /** The key; when `open`, only its beginning, followed by a part the source does not tell. */
  key: string;
  /** The rest of the key comes from a value that can be any string (a server's answer, say). */
  open: boolean;
  /** The key is translated by translatePublic, so the public catalogue must hold it too. */
  isPublic: boolean;
  /** `file:line` of the use, relative to the repository root. */
  where: string;
}

/**
 * What an expression can evaluate to: one of its possible texts, or the beginning of one followed by any
 * string (`open`). `deferred` marks a text that is open only because it comes from a parameter of a
 * function whose calls are followed: those calls tell the whole text.
 */
interface Value {
  text: string;
  open: boolean;
  deferred?: boolean;
}

type Env = ReadonlyMap<ts.Symbol, Value[]>;
type FunctionNode = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;
/** A call of one of the app's functions, or a JSX element of one of its components. */
type CallSite = ts.CallExpression | ts.JsxOpeningElement | ts.JsxSelfClosingElement;

const ANY: Value = { text: '', open: true };
const DEFERRED: Value = { text: '', open: true, deferred: true };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Every text key used in `src` outside the catalogue itself (`src/i18n`), found statically with the
 * TypeScript checker. Key-shaped string literals (translate('…'), notify('…'), label="…", a `message`
 * handed on), template strings, and calls of key helpers (`text('title')` for
 * `const text = (key: string) => \`resources.x.${key}\``) are each evaluated to every text they can
 * take: a constant's value, both branches of `a ? 'x' : 'y'`, each member of a union of literals (a status
 * typed by a domain enum), and a parameter's arguments at each call of the app's functions and each JSX
 * element of its components (`labels="resources.x.filters"` for `${labels}.search`). A part typed as any
 * string leaves the key open after the text before it.
 */
export function findKeyUses(root: string): KeyUse[] {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const catalogueDir = join(root, 'src', 'i18n');
  const files = sourceFiles(join(root, 'src')).filter((file) => !file.startsWith(catalogueDir));
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const appFiles = new Set(files);

  function declarationOf(name: ts.Node): ts.Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration;
  }

  const isFunctionNode = (node: ts.Node | undefined): node is FunctionNode =>
    node !== undefined &&
    (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node));

  /** What a function returns when its body only declares constants and then returns (or is an expression). */
  function returnedValue(fn: FunctionNode): ts.Expression | undefined {
    if (!fn.body) return undefined;
    if (!ts.isBlock(fn.body)) return fn.body;
    const statements = fn.body.statements;
    const last = statements[statements.length - 1];
    const straight = statements.slice(0, -1).every(ts.isVariableStatement);
    return straight && last && ts.isReturnStatement(last) ? last.expression : undefined;
  }

  /** The function a hook's call returns, or the one under `property` of the object it returns. */
  function returnedFunction(call: ts.Expression, property?: string): FunctionNode | undefined {
    const hook = ts.isCallExpression(call) ? functionOf(call.expression) : undefined;
    let value = hook && returnedValue(hook);
    if (value && ts.isParenthesizedExpression(value)) value = value.expression;
    if (property === undefined) return isFunctionNode(value) ? value : undefined;
    if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
    const member = value.properties.find((p) => p.name?.getText() === property);
    return member && ts.isPropertyAssignment(member) && isFunctionNode(member.initializer)
      ? member.initializer
      : undefined;
  }

  /**
   * The app's function (declared in `src`) that a callee names: a function, an arrow held by a constant,
   * or the function (or a member of the object) a hook of the app returns (`const notify = useX()`,
   * `const { success } = useX()`, `notices.success` for `const notices = useX()`).
   */
  function functionOf(callee: ts.Expression): FunctionNode | undefined {
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
      const holder = declarationOf(callee.expression);
      return holder && ts.isVariableDeclaration(holder) && holder.initializer
        ? returnedFunction(holder.initializer, callee.name.text)
        : undefined;
    }
    if (!ts.isIdentifier(callee)) return undefined;
    const declaration = declarationOf(callee);
    if (!declaration || !appFiles.has(declaration.getSourceFile().fileName)) return undefined;
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent)) {
      const holder = declaration.parent.parent;
      const property = (declaration.propertyName ?? declaration.name).getText();
      return ts.isVariableDeclaration(holder) && holder.initializer
        ? returnedFunction(holder.initializer, property)
        : undefined;
    }
    const initializer = ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    if (isFunctionNode(initializer)) return initializer;
    return initializer && ts.isCallExpression(initializer) ? returnedFunction(initializer) : undefined;
  }

  /** Whether a call runs an app function that returns a value, such as a key helper. */
  function returnsValue(call: ts.CallExpression): boolean {
    const fn = calledFunction(call);
    return fn !== undefined && returnedValue(fn) !== undefined;
  }

  /** The app's function a call or a JSX element runs, if it is one declared in `src`. */
  function calledFunction(site: CallSite): FunctionNode | undefined {
    const callee = ts.isCallExpression(site) ? site.expression : site.tagName;
    return ts.isJsxNamespacedName(callee) ? undefined : functionOf(callee);
  }

  // The functions whose calls are followed: the app's functions with parameters that something calls.
  const followedFunctions = new Set<FunctionNode>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const fn = calledFunction(node);
        if (fn && fn.parameters.length > 0) followedFunctions.add(fn);
      }
      ts.forEachChild(node, visit);
    };
    const source = program.getSourceFile(file);
    if (source) visit(source);
  }

  /** The function whose parameter (or a name destructured from one) a declaration is. */
  function parameterOwner(declaration: ts.Declaration | undefined): FunctionNode | undefined {
    let node: ts.Node | undefined = declaration;
    while (node && (ts.isBindingElement(node) || ts.isObjectBindingPattern(node))) node = node.parent;
    if (!node || !ts.isParameter(node)) return undefined;
    const fn = node.parent;
    return ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)
      ? fn
      : undefined;
  }

  function valuesOfType(type: ts.Type): Value[] {
    const values: Value[] = [];
    for (const member of type.isUnion() ? type.types : [type]) {
      if (member.isStringLiteral()) values.push({ text: member.value, open: false });
      else if (member.isNumberLiteral()) values.push({ text: String(member.value), open: false });
      else if (member.flags & ts.TypeFlags.BooleanLiteral)
        values.push({ text: checker.typeToString(member), open: false });
      else if (!(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) return [ANY];
    }
    return values.length > 0 ? values : [ANY];
  }

  /** A parameter's values at a call, less those its type rules out where it is read (`if (side === 'final') return`). */
  function narrowed(bound: Value[], type: ts.Type): Value[] {
    const possible = valuesOfType(type);
    if (possible[0] === ANY) return bound;
    const texts = new Set(possible.map((value) => value.text));
    return bound.some((value) => value.open) ? possible : bound.filter((value) => texts.has(value.text));
  }

  /** The values a call or JSX element passes to the called function's parameters. */
  function bindArguments(fn: FunctionNode, site: CallSite, env: Env, depth: number): Map<ts.Symbol, Value[]> {
    const bound = new Map<ts.Symbol, Value[]>();
    const bind = (name: ts.Identifier, argument: ts.Expression | undefined) => {
      const symbol = checker.getSymbolAtLocation(name);
      if (symbol && argument) bound.set(symbol, evaluate(argument, env, depth + 1));
    };
    fn.parameters.forEach((parameter, index) => {
      if (ts.isCallExpression(site)) {
        const argument = site.arguments[index];
        if (ts.isIdentifier(parameter.name)) bind(parameter.name, argument);
        else if (
          ts.isObjectBindingPattern(parameter.name) &&
          argument &&
          ts.isObjectLiteralExpression(argument)
        )
          for (const element of parameter.name.elements) {
            if (!ts.isIdentifier(element.name)) continue;
            const property = (element.propertyName ?? element.name).getText();
            const assignment = argument.properties.find((p) => p.name?.getText() === property);
            if (assignment && ts.isPropertyAssignment(assignment)) bind(element.name, assignment.initializer);
            else if (assignment && ts.isShorthandPropertyAssignment(assignment))
              bind(element.name, assignment.name);
          }
      } else if (index === 0 && ts.isObjectBindingPattern(parameter.name)) {
        for (const element of parameter.name.elements) {
          if (!ts.isIdentifier(element.name)) continue;
          const property = (element.propertyName ?? element.name).getText();
          const attribute = site.attributes.properties.find(
            (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === property,
          );
          const value = attribute?.initializer;
          if (value && ts.isStringLiteral(value)) bind(element.name, value);
          else if (value && ts.isJsxExpression(value)) bind(element.name, value.expression);
        }
      }
    });
    return bound;
  }

  function evaluate(node: ts.Expression, env: Env, depth: number): Value[] {
    if (depth > MAX_DEPTH * 4) return [ANY];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return [{ text: node.text, open: false }];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
      return evaluate(node.expression, env, depth);
    if (ts.isConditionalExpression(node))
      return [...evaluate(node.whenTrue, env, depth), ...evaluate(node.whenFalse, env, depth)];
    if (ts.isTemplateExpression(node)) {
      let values: Value[] = [{ text: node.head.text, open: false }];
      for (const span of node.templateSpans) {
        const parts = evaluate(span.expression, env, depth + 1);
        values = values.flatMap((value) =>
          value.open
            ? [value]
            : parts.map((part) => ({
                text: value.text + part.text + (part.open ? '' : span.literal.text),
                open: part.open,
                deferred: part.deferred,
              })),
        );
      }
      return values;
    }
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      const bound = symbol && env.get(symbol);
      if (bound) return narrowed(bound, checker.getTypeAtLocation(node));
      const declaration = symbol?.valueDeclaration;
      if (
        declaration &&
        ts.isVariableDeclaration(declaration) &&
        declaration.initializer &&
        ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const &&
        (ts.isTemplateExpression(declaration.initializer) ||
          ts.isConditionalExpression(declaration.initializer))
      )
        return evaluate(declaration.initializer, env, depth + 1);
      const values = valuesOfType(checker.getTypeAtLocation(node));
      const owner = parameterOwner(declaration);
      return values[0] === ANY && owner && followedFunctions.has(owner) ? [DEFERRED] : values;
    }
    if (ts.isCallExpression(node)) {
      const fn = calledFunction(node);
      const body = fn && returnedValue(fn);
      if (fn && body) {
        const values = evaluate(body, new Map([...env, ...bindArguments(fn, node, env, depth)]), depth + 1);
        if (values.some((value) => value.open && value.text === '' && !value.deferred))
          return valuesOfType(checker.getTypeAtLocation(node));
        return values;
      }
    }
    return valuesOfType(checker.getTypeAtLocation(node));
  }

  const uses: KeyUse[] = [];

  function isTranslatePublicArgument(node: ts.Node): boolean {
    const { parent } = node;
    return (
      ts.isCallExpression(parent) &&
      parent.arguments[0] === node &&
      ts.isIdentifier(parent.expression) &&
      parent.expression.text === 'translatePublic'
    );
  }

  function record(node: ts.Expression, env: Env, where: string) {
    for (const value of evaluate(node, env, 0)) {
      if (KEY_SHAPE.test(value.text) && !value.deferred)
        uses.push({ key: value.text, open: value.open, isPublic: isTranslatePublicArgument(node), where });
    }
  }

  function mentions(node: ts.Node, env: Env): boolean {
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      return symbol !== undefined && env.has(symbol);
    }
    return ts.forEachChild(node, (child) => mentions(child, env) || undefined) ?? false;
  }

  function whereOf(node: ts.Node): string {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return `${relative(root, source.fileName)}:${line + 1}`;
  }

  /**
   * Records the keys under `scope` (a file, or a called function's body given its arguments in `env`):
   * the texts of its literals, templates and key-helper calls, and of the functions it calls.
   */
  function visitScope(scope: ts.Node, env: Env, depth: number, where?: string) {
    const visit = (node: ts.Node) => {
      // In a called function's body, only what reads its arguments tells more than the body's own visit.
      if (env.size > 0 && !mentions(node, env)) return;
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node) ||
        (ts.isCallExpression(node) && returnsValue(node))
      )
        record(node, env, where ?? whereOf(node));
      if (ts.isCallExpression(node) || ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const fn = calledFunction(node);
        if (fn && depth < MAX_DEPTH) {
          const bound = bindArguments(fn, node, env, depth);
          if ([...bound.values()].some((values) => values.some((value) => !value.open)))
            visitScope(fn.body ?? fn, bound, depth + 1, where ?? whereOf(node));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(scope);
  }

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source) visitScope(source, new Map(), 0);
  }
  return uses;
}
