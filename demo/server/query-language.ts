/**
 * The search language of the activities (and instances) lists, SPEC.md §5:
 *
 *   status:failed created-after:2025-01 type:"Install package"   all terms must match (AND)
 *   id:1 OR id:2                                                  either side matches
 *   NOT status:canceled                                           negation
 *   nginx                                                         free text
 *   (tag:a OR tag:b) NOT alert:computer-offline                   grouping
 *
 * `key:value` terms, double-quoted values may hold spaces and any characters (`\"` escapes a quote),
 * adjacency is AND and binds tighter than OR, NOT applies to the following term (or parenthesised group);
 * unquoted parentheses group, so a value holding one must be quoted. What a key means is
 * not decided here: the caller passes a schema mapping keys to predicates, so the activities and the
 * instances lists share the tokenizer and parser but know their own keys.
 */

/** A query the server cannot understand; the route answers 400 with this message. */
export class QueryError extends Error {}

export type Token =
  | { kind: 'term'; key: string | null; value: string }
  | { kind: 'or' }
  | { kind: 'not' }
  | { kind: 'open' }
  | { kind: 'close' };

export type QueryNode =
  | { kind: 'term'; key: string | null; value: string }
  | { kind: 'not'; operand: QueryNode }
  | { kind: 'and'; operands: QueryNode[] }
  | { kind: 'or'; operands: QueryNode[] };

const isSpace = (char: string): boolean => /\s/.test(char);

const isParenthesis = (char: string): boolean => char === '(' || char === ')';

/**
 * Splits a query into terms, the OR/NOT operators (only when written bare and upper case) and
 * parentheses (only outside quotes).
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (isSpace(text[i]!)) {
      i += 1;
      continue;
    }
    if (isParenthesis(text[i]!)) {
      tokens.push({ kind: text[i] === '(' ? 'open' : 'close' });
      i += 1;
      continue;
    }
    let key: string | null = null;
    let buffer = '';
    let sawQuote = false;
    let inQuote = false;
    for (; i < text.length; i += 1) {
      const char = text[i]!;
      if (inQuote) {
        if (char === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
          buffer += text[i + 1];
          i += 1;
        } else if (char === '"') {
          inQuote = false;
        } else {
          buffer += char;
        }
      } else if (isSpace(char) || isParenthesis(char)) {
        break;
      } else if (char === '"') {
        inQuote = true;
        sawQuote = true;
      } else if (char === ':' && key === null && !sawQuote) {
        // Only the first colon separates the key: `computer:id:6` is key `computer`, value `id:6`.
        key = buffer;
        buffer = '';
      } else {
        buffer += char;
      }
    }
    if (inQuote) throw new QueryError('The search query has an unterminated quote (").');
    if (key === null && !sawQuote && (buffer === 'OR' || buffer === 'NOT')) {
      tokens.push({ kind: buffer === 'OR' ? 'or' : 'not' });
      continue;
    }
    if (key === '') throw new QueryError(`":${buffer}" is missing a search key before the colon.`);
    if (key !== null && buffer === '') throw new QueryError(`"${key}:" is missing a value.`);
    tokens.push({ kind: 'term', key: key === null ? null : key.toLowerCase(), value: buffer });
  }
  return tokens;
}

/** Parses a query; an empty (or blank) query is `null`, which matches everything. */
export function parseQuery(text: string): QueryNode | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let position = 0;
  const endsGroup = (token: Token | undefined): boolean => token === undefined || token.kind === 'close';

  const parseUnary = (): QueryNode => {
    const token = tokens[position];
    if (token === undefined) throw new QueryError('The search query ends with NOT; add a term after it.');
    if (token.kind === 'or') throw new QueryError('OR must stand between two search terms.');
    if (token.kind === 'close') throw new QueryError('The search query has a ")" without a matching "(", or an empty group.');
    position += 1;
    if (token.kind === 'not') {
      if (endsGroup(tokens[position])) throw new QueryError('The search query ends with NOT; add a term after it.');
      return { kind: 'not', operand: parseUnary() };
    }
    if (token.kind === 'open') {
      const group = parseOr();
      if (tokens[position]?.kind !== 'close') throw new QueryError('The search query has a "(" without a matching ")".');
      position += 1;
      return group;
    }
    return token;
  };

  const parseAnd = (): QueryNode => {
    const operands: QueryNode[] = [parseUnary()];
    while (!endsGroup(tokens[position]) && tokens[position]!.kind !== 'or') operands.push(parseUnary());
    return operands.length === 1 ? operands[0]! : { kind: 'and', operands };
  };

  const parseOr = (): QueryNode => {
    const operands: QueryNode[] = [parseAnd()];
    while (tokens[position]?.kind === 'or') {
      position += 1;
      if (endsGroup(tokens[position])) throw new QueryError('OR must stand between two search terms.');
      operands.push(parseAnd());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  };

  const tree = parseOr();
  if (position < tokens.length) throw new QueryError('The search query has a ")" without a matching "(".');
  return tree;
}

export type Predicate<T> = (item: T) => boolean;

/** Turns one term's value into a predicate; throws QueryError for a value it cannot accept. */
export type TermCompiler<T> = (value: string) => Predicate<T>;

export interface QuerySchema<T> {
  keys: Record<string, TermCompiler<T>>;
  freeText: TermCompiler<T>;
}

/** Parses and compiles a query against a schema, validating every term up front. */
export function compileQuery<T>(text: string, schema: QuerySchema<T>): Predicate<T> {
  const tree = parseQuery(text);
  return tree === null ? () => true : compileNode(tree, schema);
}

function compileNode<T>(node: QueryNode, schema: QuerySchema<T>): Predicate<T> {
  switch (node.kind) {
    case 'term': {
      if (node.key === null) return schema.freeText(node.value);
      const compile = Object.hasOwn(schema.keys, node.key) ? schema.keys[node.key] : undefined;
      if (!compile) {
        const known = Object.keys(schema.keys).map((key) => `${key}:`).join(', ');
        throw new QueryError(`Unknown search key "${node.key}:". Use one of: ${known}.`);
      }
      return compile(node.value);
    }
    case 'not': {
      const operand = compileNode(node.operand, schema);
      return (item) => !operand(item);
    }
    case 'and': {
      const operands = node.operands.map((operand) => compileNode(operand, schema));
      return (item) => operands.every((predicate) => predicate(item));
    }
    case 'or': {
      const operands = node.operands.map((operand) => compileNode(operand, schema));
      return (item) => operands.some((predicate) => predicate(item));
    }
  }
}

const DATE_PATTERN =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/;

/**
 * Reads an ISO-8601 date of variable precision (`2011`, `2011-01`, `2011-01-01`, `2011-01-01T10`,
 * `2011-01-01T10:30`, `2011-01-01T10:30:15`, optionally with `Z` or an offset) as the instant it starts,
 * in UTC unless an offset is given. Returns epoch milliseconds; throws QueryError when malformed or not
 * a real date (2011-02-30).
 */
export function parseQueryDate(text: string): number {
  const match = DATE_PATTERN.exec(text);
  const invalid = new QueryError(
    `"${text}" is not a valid date. Use ISO 8601, e.g. 2011-01, 2011-01-01 or 2011-01-01T10:30.`,
  );
  if (!match) throw invalid;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', millis = '0', zone] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = parts;
  const time = Date.UTC(y, mo - 1, d, h, mi, s, Number(millis.padEnd(3, '0')));
  const check = new Date(time);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    check.getUTCHours() !== h ||
    check.getUTCMinutes() !== mi ||
    check.getUTCSeconds() !== s
  ) {
    throw invalid;
  }
  if (zone === undefined || zone === 'Z') return time;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return time - sign * offsetMinutes * 60_000;
}

/** Reads a term value that must be a whole number, such as `id:12`. */
export function parseQueryInteger(key: string, value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new QueryError(`"${key}:${value}" needs a whole number, e.g. ${key}:12.`);
  }
  return Number(value);
}
