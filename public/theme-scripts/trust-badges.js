/*
 * The demo home page's custom HTML section loads this file, then runs an inline script that reads what
 * it left (the storefront runs a section's scripts in order, each file before the next script).
 */
window.__vitrineTrustBadges = ["external"];
document.querySelectorAll(".trust-badges").forEach(function (badges) {
  badges.setAttribute("data-enhanced", "true");
});
