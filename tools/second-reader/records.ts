/**
 * Reads a second-reader record (audit/second-reader/<page-id>.md): its header
 * lines and its verdict table. The format is in audit/second-reader/README.md;
 * tests/unit/second-reader.test.ts checks every record against it.
 */
export const READER = 'second reader, not the author';
export const VERDICTS = ['✓', 'wrong', 'misleading'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface VerdictRow {
  readonly verdict: string;
  readonly claim: string;
  readonly source: string;
  readonly note: string;
}

export interface SecondReading {
  readonly page?: string;
  readonly sources: readonly string[];
  readonly hash?: string;
  readonly reader?: string;
  readonly date?: string;
  readonly library?: string;
  readonly claims?: number;
  readonly rows: readonly VerdictRow[];
}

/** The value after "- <label>:" in the header, or undefined. */
function field(text: string, label: string): string | undefined {
  const match = new RegExp(`^- ${label}: (.+)$`, 'm').exec(text);
  return match?.[1].trim();
}

const unquote = (value: string | undefined) => value?.replace(/^`|`$/g, '');

/** Table rows after the `| verdict | claim |` header, split on unescaped pipes. */
function rows(text: string): VerdictRow[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\| verdict \| claim/.test(l));
  if (start < 0) return [];
  const body: VerdictRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
    body.push({
      verdict: cells[0] ?? '',
      claim: cells[1] ?? '',
      source: cells[2] ?? '',
      note: cells[3] ?? '',
    });
  }
  return body;
}

export function parseRecord(text: string): SecondReading {
  const claims = /\*\*(\d+)\*\*/.exec(field(text, 'Claims re-checked') ?? '')?.[1];
  return {
    page: unquote(field(text, 'Page')),
    sources: [...(field(text, 'Sources') ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]),
    hash: unquote(field(text, 'Content hash')),
    reader: field(text, 'Read by'),
    date: field(text, 'Date'),
    library: field(text, 'Library'),
    claims: claims === undefined ? undefined : Number(claims),
    rows: rows(text),
  };
}
