/** A blog post's header, with the Copy page control beside its title on the post's own page. */
import type { ReactNode } from 'react';
import Header from '@theme-init/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import CopyPage from '../../CopyPage';

export default function HeaderWithCopyPage(props: WrapperProps<typeof HeaderType>): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && <CopyPage permalink={metadata.permalink} />}
      <Header {...props} />
    </>
  );
}
