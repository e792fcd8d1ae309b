/**
 * plugins/head-script's options, checked as Docusaurus checks them: a good set
 * passes with its defaults filled in; a bad one stops with one PluginError
 * naming the plugin and the option.
 */
import { describe, expect, it } from 'vitest';
import headScriptPlugin from '../../plugins/head-script';
import * as headScript from '../../plugins/head-script/options';
import { PluginError } from '../../shared/plugin-error';
import { validator } from './plugin-options';

describe('head-script options', () => {
  const validate = validator(headScript.validateOptions);
  const good = { storageNamespace: 'site', announcementId: 'announcement-1' };

  it('are what Docusaurus validates with the plugin function', () => {
    expect(headScriptPlugin.validateOptions).toBe(headScript.validateOptions);
  });

  it('pass when both are strings, with the default id', () => {
    expect(validate(good)).toEqual({ ...good, id: 'default' });
  });

  it('stop the build naming the plugin and the option', () => {
    const missing = () => validate({ storageNamespace: 'site' });
    expect(missing).toThrow(PluginError);
    expect(missing).toThrow(
      /^\[head-script\] invalid plugin options.*"announcementId" is required/,
    );
    expect(() => validate({ ...good, storageNamespace: 3 })).toThrow(
      /"storageNamespace" must be a string/,
    );
    expect(() => validate({ ...good, extra: true })).toThrow(/"extra" is not allowed/);
  });
});
