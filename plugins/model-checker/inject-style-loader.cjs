/* global module */
/**
 * A pitching loader for the model checker's CSS modules in the browser
 * bundle (plugins/model-checker/index.ts): instead of the extract loader,
 * which would put them in the stylesheet every page loads, the chunk that
 * imports them puts their CSS in a <style> element when it first runs, and
 * exports the class names as css-loader computed them.
 */
module.exports = function injectStyleLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  // The rest of the chain (css-loader, postcss-loader) as a request that skips this rule.
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return [
    `var content = require(${request});`,
    // css-loader's CommonJS export: its toString() is the CSS, .locals the class names.
    'if (typeof document !== "undefined") {',
    '  var style = document.createElement("style");',
    '  style.setAttribute("data-model-checker", "");',
    '  style.textContent = String(content);',
    '  document.head.appendChild(style);',
    '}',
    'module.exports = content.locals || {};',
  ].join('\n');
};
