/*
 * The demo store's extension (docs/decisions/0036-theme-supplied-code.md): it registers "demo-notice",
 * which shows the section's `message` prop. The storefront fetches this file without credentials,
 * evaluates it once per binding and calls the registered function with each section's element.
 */
(function () {
  var registry = (window.__vitrineExtensions = window.__vitrineExtensions || {});
  window.__vitrineDemoNoticeLoads = (window.__vitrineDemoNoticeLoads || 0) + 1;
  registry["demo-notice"] = function (element, props) {
    var note = document.createElement("p");
    note.className = "demo-notice";
    note.textContent = String(props.message || "");
    element.append(note);
    return function () {
      note.remove();
    };
  };
})();
