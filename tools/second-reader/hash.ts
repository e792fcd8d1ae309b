/**
 * `npm run audit:hash -- <page>`: prints the content hash to paste into the
 * page's second-reader record (audit/second-reader/<page-id>.md). <page> is a
 * page id (`guide-compatibility`, `error-reference`…) or its first source
 * file (`docs/guides/compatibility.mdx`); with no argument it lists the pages.
 */
import { allPages, findPage, pageHash } from './pages';

function main(argv: readonly string[]): number {
  const [wanted] = argv;
  if (!wanted) {
    for (const page of allPages()) console.log(`${page.id}\t${page.sources.join(', ')}`);
    return 0;
  }
  const page = findPage(wanted);
  if (!page) {
    console.error(
      `audit:hash: no page "${wanted}". Run \`npm run audit:hash\` without an argument to list them.`,
    );
    return 1;
  }
  console.log(`- Page: \`${page.id}\``);
  console.log(`- Sources: ${page.sources.map((s) => `\`${s}\``).join(', ')}`);
  console.log(`- Content hash: \`${pageHash(page)}\``);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
