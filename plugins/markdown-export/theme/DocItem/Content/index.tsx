/** The doc's content, with the Copy page control beside its title. */
import type { ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPage from '../../CopyPage';

export default function ContentWithCopyPage(props: WrapperProps<typeof ContentType>): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
