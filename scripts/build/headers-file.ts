export type HeaderRule = [pattern: string, headers: Record<string, string>];

/**
 * `_headers` in the format Netlify and Cloudflare Pages read. A line break in a value would start a
 * header of its own, so one is a bug here, never something to write.
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  const line = (text: string) => {
    if (/[\r\n\0]/.test(text)) throw new Error(`quebra de linha num cabeçalho: ${JSON.stringify(text)}`);
    return text;
  };
  const blocks = rules.map(([pattern, headers]) =>
    [line(pattern), ...Object.entries(headers).map(([name, value]) => line(`  ${name}: ${value}`))].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}
