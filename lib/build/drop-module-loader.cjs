// Turbopack loader that replaces a module's code with nothing. next.config.mjs applies it to Next's legacy polyfills
// (`next/dist/build/polyfills/polyfill-module.js`) in the browser bundle: every browser the store supports (Next's
// default browserslist: Chrome/Edge/Firefox 111, Safari 16.4) has the methods it adds, and the one it adds that
// those lack (URL.canParse) is used only by Next's dev server. Lighthouse flagged the module as legacy JavaScript.
// A browserslist that names older browsers would need the polyfills back: remove the rule with it.
module.exports = function dropModule() {
  return "";
};
