/**
 * plugins/markdown-export's options, checked as Docusaurus checks them: a good set
 * passes with its defaults filled in; a bad one stops with one PluginError
 * naming the plugin and the option.
 */
import { describe, expect, it } from 'vitest';
import markdownExportPlugin from '../../plugins/markdown-export';
import * as markdownExport from '../../plugins/markdown-export/options';
import { PluginError } from '../../shared/plugin-error';
import { validator } from './plugin-options';

describe('markdown-export options', () => {
  const validate = validator(markdownExport.validateOptions);

  it('are what Docusaurus validates with the plugin function', () => {
    expect(markdownExportPlugin.validateOptions).toBe(markdownExport.validateOptions);
  });

  it('pass with a summary file, the sections defaulting to guides, API reference and releases', () => {
    expect(validate({ summaryFile: 'summary.md' })).toEqual({
      summaryFile: 'summary.md',
      sections: markdownExport.DEFAULT_SECTIONS,
      id: 'default',
    });
    const sections = [{ title: 'Docs', source: 'docs:default' }];
    expect(validate({ summaryFile: 'summary.md', sections }).sections).toEqual(sections);
  });

  it('stop the build naming the plugin and the option', () => {
    const missing = () => validate({});
    expect(missing).toThrow(PluginError);
    expect(missing).toThrow(
      /^\[markdown-export\] invalid plugin options.*"summaryFile" is required/,
    );
    expect(() => validate({ summaryFile: 'summary.md', sections: 'docs' })).toThrow(
      /"sections" must be an array/,
    );
    expect(() =>
      validate({ summaryFile: 'summary.md', sections: [{ title: 'Docs', source: 'pages:x' }] }),
    ).toThrow(/"sections\[0\]\.source" must be docs:<id> or blog:<id>/);
  });
});
