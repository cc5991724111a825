/*
 * /explore with JavaScript: the sort and filter form updates the list as soon as a choice changes,
 * with no "Show items" press. It asks the server for the same page the GET form would open (one set of rules,
 * domain/rules/explore.ts), puts that page's results, summary and problems in place of ours and writes the address
 * with replaceState, so a reload or a shared link shows the same list. Without this script, or when anything
 * here fails, the form is a plain GET form. Loaded only by routes/explore.tsx; no framework.
 */
(function () {
  "use strict";
  var form = document.querySelector("form[data-instant-filters]");
  var results = document.querySelector("[data-explore-results]");
  var summary = document.querySelector("[data-explore-summary]");
  var problems = document.querySelector("[data-explore-problems]");
  if (!form || !results || !summary || !problems || !window.fetch || !window.DOMParser || !window.AbortController) return;
  // Once per form: the tag of a full page load and the copy routes/explore.tsx loads after client-side navigation
  // never both bind it. The mark also tells tests the filters are live.
  if (form.hasAttribute("data-instant-ready")) return;
  form.setAttribute("data-instant-ready", "");

  // The form's action ends in #results (without JavaScript the answer opens at its results): fetch without it.
  var action = (form.getAttribute("action") || location.pathname).split("#")[0];
  var pending = null;
  var timer = 0;

  /** The address the GET form would open, without its empty fields. */
  function target() {
    var params = new URLSearchParams();
    new FormData(form).forEach(function (value, key) {
      if (typeof value === "string" && value !== "") params.append(key, value);
    });
    var qs = params.toString();
    return action + (qs ? "?" + qs : "");
  }

  function copyChildren(from, to) {
    var nodes = [];
    for (var i = 0; i < from.childNodes.length; i++) nodes.push(document.importNode(from.childNodes[i], true));
    to.replaceChildren.apply(to, nodes);
  }

  /**
   * Shows the page at `url` in place; `focus` (a selector) then takes focus inside the new list: the sort link
   * that was used, or the first card of the next page.
   */
  function update(url, focus) {
    window.clearTimeout(timer);
    if (pending) pending.abort();
    var controller = new AbortController();
    pending = controller;
    results.setAttribute("aria-busy", "true");
    fetch(url, { signal: controller.signal, credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (res) {
        // 400 is the page saying which choices it could not use: shown like any other answer.
        if (!res.ok && res.status !== 400) throw new Error("status " + res.status);
        return res.text();
      })
      .then(function (html) {
        if (pending !== controller) return;
        var doc = new DOMParser().parseFromString(html, "text/html");
        var nextResults = doc.querySelector("[data-explore-results]");
        var nextSummary = doc.querySelector("[data-explore-summary]");
        var nextProblems = doc.querySelector("[data-explore-problems]");
        if (!nextResults || !nextSummary || !nextProblems) throw new Error("unexpected page");
        copyChildren(nextResults, results);
        copyChildren(nextProblems, problems);
        // The summary is a live region: its text changes, the element stays, so the new count is announced.
        summary.textContent = nextSummary.textContent;
        results.removeAttribute("aria-busy");
        pending = null;
        window.history.replaceState(window.history.state, "", url);
        if (focus) {
          var target = results.querySelector(focus);
          if (target) target.focus({ preventScroll: true });
        }
      })
      .catch(function (err) {
        if (err && err.name === "AbortError") return;
        // Anything unexpected: open the page the plain form would have opened.
        window.location.assign(url);
      });
  }

  form.addEventListener("change", function (event) {
    var field = event.target;
    // Number boxes update as one types (below); a change there (blur, arrows) needs no second request.
    if (field && field.type === "number") return;
    update(target());
  });
  form.addEventListener("input", function (event) {
    var field = event.target;
    if (!field || field.type !== "number") return;
    window.clearTimeout(timer);
    timer = window.setTimeout(function () {
      update(target());
    }, 400);
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    update(target());
    // "Show items": the results are what was asked for; bring them up (on a phone they start below the form).
    summary.scrollIntoView({ block: "start" });
  });
  // The list's sort links: the same sort in place, and the form's sort and order follow.
  results.addEventListener("click", function (event) {
    var link = event.target && event.target.closest ? event.target.closest("a[data-sort]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // The link's address leaves out defaults, so the sort and order it asks for are also in data-sort/data-order.
    var sort = form.elements.namedItem("sort");
    var order = form.elements.namedItem("order");
    if (!sort || !order || !link.getAttribute("data-order")) return;
    event.preventDefault();
    sort.value = link.getAttribute("data-sort");
    order.value = link.getAttribute("data-order");
    update(target(), 'a[data-sort="' + link.getAttribute("data-sort") + '"]');
  });
  // "Show 24 more": the next page of the list in place (the same page the link opens without JavaScript, at
  // its first new card); the cards already shown stay where they are, and focus goes to the first new one.
  results.addEventListener("click", function (event) {
    var link = event.target && event.target.closest ? event.target.closest("a[data-show-more]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var first = Number(link.getAttribute("data-show-more"));
    if (!(first > 0)) return;
    event.preventDefault();
    update(link.getAttribute("href").split("#")[0], "#result-" + first + " h2 a");
  });
})();
