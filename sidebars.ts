import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiCategory, readGeneratedSidebar } from './scripts/api/sidebar';

/** Guides are listed by hand, in the order people learn; the API comes from TypeDoc. */
const sidebars: SidebarsConfig = {
  sidebar: [
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      link: { type: 'doc', id: 'guides/getting-started' },
      items: [
        'guides/getting-started',
        'guides/asset-loading',
        'guides/transformation',
        'guides/light',
        'guides/skybox',
        'guides/camera',
        'guides/animator',
        'guides/images',
        'guides/physics',
        'guides/instancing',
        'guides/reanimated',
        'guides/recording',
      ],
    },
    apiCategory(readGeneratedSidebar(path.join(__dirname, 'docs/api'))),
  ],
};

export default sidebars;
