import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The guides, listed by hand in the order people learn. The API reference is a
 * docs instance of its own (plugins/api-reference, its sidebar in
 * plugins/api-reference/sidebars.ts), so guide pages do not ship its 140-item sidebar.
 */
const sidebars: SidebarsConfig = {
  sidebar: [
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: [
        'guides/getting-started',
        'guides/asset-loading',
        'guides/transformation',
        'guides/light',
        'guides/skybox',
        'guides/camera',
        'guides/materials',
        'guides/animator',
        'guides/images',
        'guides/interaction',
        'guides/physics',
        'guides/instancing',
        'guides/many-models',
        'guides/reanimated',
        'guides/recording',
        'guides/rendering',
        'guides/compatibility',
        'guides/troubleshooting',
        'guides/error-messages',
        'guides/known-issues',
        'guides/limits',
        'guides/check-your-model',
        'guides/check-your-setup',
        'guides/shipping',
      ],
    },
    // The example app's screens, runnable and editable (src/components/Playground).
    'playground',
    { type: 'link', label: 'API reference', href: '/docs/api' },
  ],
};

export default sidebars;
