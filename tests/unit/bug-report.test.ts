import { describe, expect, it } from 'vitest';
import { bugReportBody, bugReportUrl, VERSION_FIELDS } from '../../shared/bug-report';

describe('bugReportUrl', () => {
  it("opens a new issue on the library's repository with title and body only", () => {
    const url = new URL(bugReportUrl());
    expect(
      url.href.startsWith('https://github.com/margelo/react-native-filament/issues/new?'),
    ).toBe(true);
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
    expect(url.searchParams.get('title')).toBe('[Bug] ');
    expect(url.searchParams.get('body')).toBe(bugReportBody());
  });

  it('asks for every version and the platform, one blank line each', () => {
    const body = bugReportBody();
    for (const field of VERSION_FIELDS) expect(body).toContain(`\n- ${field}: \n`);
    expect(VERSION_FIELDS).toHaveLength(6);
  });

  it('encodes the body so newlines and brackets survive', () => {
    expect(bugReportUrl()).not.toMatch(/[\n ]/);
    expect(bugReportUrl('someone/else')).toContain('github.com/someone/else/issues/new');
  });
});
