/** Lines of a chain inside a table, as `nft -f` reads them. */
export function chainBlock(name: string, hook: string, rules: string[]): string[] {
  return [`  chain ${name} {`, `    ${hook}`, ...rules.map((rule) => `    ${rule}`), '  }'];
}

/** Lines of an interval set inside a table, one element a line; a set without elements is declared empty. */
export function intervalSetBlock(name: string, type: string, elements: string[]): string[] {
  const listed =
    elements.length === 0
      ? []
      : [
          '    elements = {',
          ...elements.map((element, index) => `      ${element}${index < elements.length - 1 ? ',' : ''}`),
          '    }',
        ];
  return [`  set ${name} {`, `    type ${type}`, '    flags interval', ...listed, '  }'];
}
