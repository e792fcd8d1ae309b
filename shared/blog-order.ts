/**
 * Blog order: newest first by date, and by version where dates tie. The date
 * rule (dates.ts) never lets a release's date run before the previous one's,
 * so this lists releases in version order.
 */
import { compareVersions, isVersion } from './versions';

interface PostLike {
  readonly metadata: {
    readonly date: Date;
    readonly frontMatter: { readonly [key: string]: unknown };
  };
}

const releaseOf = (post: PostLike): string | undefined => {
  const release = post.metadata.frontMatter.release;
  return typeof release === 'string' && isVersion(release) ? release : undefined;
};

function compareBlogPosts(a: PostLike, b: PostLike): number {
  const byDate = b.metadata.date.getTime() - a.metadata.date.getTime();
  if (byDate !== 0) return byDate;
  const [ra, rb] = [releaseOf(a), releaseOf(b)];
  return ra && rb ? compareVersions(rb, ra) : 0;
}

export function sortBlogPosts<T extends PostLike>(posts: readonly T[]): T[] {
  return [...posts].sort(compareBlogPosts);
}
