/**
 * A type of our sources written out in full, for the public declarations: object types, unions,
 * function signatures and arrays are spelled out member by member, so the text names none of the
 * sources' own types (nor, through them, a library's). Used for `LandscapeTexts`, whose shape follows
 * the text catalogues: a host compiling against the package gets every catalogue's keys and each
 * function-valued text's parameters, without our sources.
 */
import path from 'node:path';
import ts from 'typescript';

const PLAIN =
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Null |
  ts.TypeFlags.Void |
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.Never |
  ts.TypeFlags.StringLiteral |
  ts.TypeFlags.NumberLiteral |
  ts.TypeFlags.BooleanLiteral |
  ts.TypeFlags.TemplateLiteral;

const propertyKey = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name.replace(/'/g, "\\'")}'`);

/** `typeName` exported by `file` (a path from `root`), written out; tsconfig.json of `root` applies. */
export function expandedType(root: string, file: string, typeName: string): string {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile.bind(ts.sys));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const program = ts.createProgram([path.join(root, file)], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(path.join(root, file));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((entry) => entry.name === typeName);
  if (!symbol) throw new Error(`${file} exports no ${typeName}`);

  const write = (type: ts.Type, indent: string, seen: ReadonlySet<ts.Type>): string => {
    if (type.flags & PLAIN) return checker.typeToString(type);
    if (seen.has(type)) throw new Error(`${typeName} is recursive at ${checker.typeToString(type)}`);
    const inner = new Set(seen).add(type);
    if (type.isUnion()) {
      // `boolean` is `true | false` inside: keep the word.
      const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral));
      const bool = members.length < type.types.length ? ['boolean'] : [];
      return [...new Set([...members.map((member) => write(member, indent, inner)), ...bool])].join(' | ');
    }
    if (type.isIntersection()) return type.types.map((member) => `(${write(member, indent, inner)})`).join(' & ');
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const elements = checker.getTypeArguments(type as ts.TypeReference);
      if (checker.isTupleType(type)) return `readonly [${elements.map((element) => write(element, indent, inner)).join(', ')}]`;
      return `readonly (${write(elements[0]!, indent, inner)})[]`;
    }
    const signatures = type.getCallSignatures();
    const properties = checker.getPropertiesOfType(type);
    if (signatures.length > 0 && properties.length === 0) {
      return signatures
        .map((signature) => {
          const parameters = signature.getParameters().map((parameter) => {
            const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
            const parameterType = checker.getTypeOfSymbol(parameter);
            if (declaration?.dotDotDotToken) {
              // A rest parameter (`...args: A` of a mapped signature): its tuple, mutable as rest parameters are.
              return `...${parameter.name}: ${write(parameterType, indent, inner).replace(/^readonly /, '')}`;
            }
            const optional = declaration && (declaration.questionToken || declaration.initializer) ? '?' : '';
            return `${parameter.name}${optional}: ${write(optional ? checker.getNonNullableType(parameterType) : parameterType, indent, inner)}`;
          });
          return `((${parameters.join(', ')}) => ${write(signature.getReturnType(), indent, inner)})`;
        })
        .join(' | ');
    }
    if (type.flags & ts.TypeFlags.Object && signatures.length === 0) {
      const indexes = checker.getIndexInfosOfType(type);
      if (properties.length === 0 && indexes.length === 0) return '{}';
      const next = `${indent}  `;
      const indexLines = indexes.map(
        (index) =>
          `${next}${index.isReadonly ? 'readonly ' : ''}[key: ${checker.typeToString(index.keyType)}]: ${write(index.type, next, inner)};`,
      );
      const lines = properties.map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        const propertyType = checker.getTypeOfSymbol(property);
        return `${next}readonly ${propertyKey(property.name)}${optional}: ${write(optional ? checker.getNonNullableType(propertyType) : propertyType, next, inner)};`;
      });
      return `{\n${[...indexLines, ...lines].join('\n')}\n${indent}}`;
    }
    throw new Error(`${typeName}: cannot write ${checker.typeToString(type)} out`);
  };

  return write(checker.getDeclaredTypeOfSymbol(symbol), '', new Set());
}
