import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiSidebar, readGeneratedSidebar } from './plugins/api-reference/sidebar';

/** The API reference's sidebar: Overview, then TypeDoc's groups. */
const sidebars: SidebarsConfig = {
  sidebar: apiSidebar(readGeneratedSidebar(path.join(__dirname, 'api'))),
};

export default sidebars;
