/*
 * Menu Prices, pages without React (handle = { hydrate: false }): the few things that still need script.
 * Registers the service worker, shows the install prompt and the offline banner (markup rendered hidden by
 * components/pwa/), swaps a broken item picture for the generic food picture (data-fallback), and turns
 * article share links (data-share, components/pages/ShareButton.tsx) into share buttons.
 * Keep in step with components/pwa/install-state.ts (storage keys) and components/media/ItemImage.tsx.
 */
(function () {
  "use strict";
  var DISMISSED = "menu-prices:install-dismissed";
  var INSTALLED = "menu-prices:installed";

  function remembered(key) {
    try {
      return localStorage.getItem(key) === "1";
    } catch (e) {
      return false;
    }
  }
  function remember(key) {
    try {
      localStorage.setItem(key, "1");
    } catch (e) {
      /* storage blocked */
    }
  }

  // Service worker, once the page has loaded; a failure is only logged.
  if ("serviceWorker" in navigator) {
    var register = function () {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function (err) {
        console.warn("Service worker registration failed", err);
      });
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }

  // Install prompt.
  var prompt = document.querySelector("[data-install-prompt]");
  var pending = null;
  function hidePrompt() {
    if (prompt) prompt.hidden = true;
  }
  window.addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    pending = event;
    if (prompt && !remembered(DISMISSED) && !remembered(INSTALLED)) prompt.hidden = false;
  });
  window.addEventListener("appinstalled", function () {
    remember(INSTALLED);
    pending = null;
    hidePrompt();
  });
  if (prompt) {
    var accept = prompt.querySelector("[data-install-accept]");
    var dismiss = prompt.querySelector("[data-install-dismiss]");
    if (accept)
      accept.addEventListener("click", function () {
        var event = pending;
        pending = null;
        hidePrompt();
        if (!event) return;
        Promise.resolve()
          .then(function () {
            return event.prompt();
          })
          .then(function () {
            return event.userChoice;
          })
          .then(function (choice) {
            if (choice && choice.outcome === "accepted") remember(INSTALLED);
          })
          .catch(function (err) {
            console.warn("Install prompt failed", err);
          });
      });
    if (dismiss)
      dismiss.addEventListener("click", function () {
        remember(DISMISSED);
        hidePrompt();
      });
  }

  // Offline banner.
  var banner = document.querySelector("[data-offline-banner]");
  function showNetwork() {
    if (banner) banner.hidden = navigator.onLine;
  }
  window.addEventListener("online", showNetwork);
  window.addEventListener("offline", showNetwork);
  showNetwork();

  // Broken pictures: the generic food picture instead (also for ones that failed before this script ran).
  function fallBack(img) {
    var fallback = img.getAttribute("data-fallback");
    if (fallback && img.getAttribute("src") !== fallback) img.setAttribute("src", fallback);
  }
  document.addEventListener(
    "error",
    function (event) {
      var target = event.target;
      if (target && target.tagName === "IMG") fallBack(target);
    },
    true,
  );
  var images = document.querySelectorAll("img[data-fallback]");
  for (var i = 0; i < images.length; i++) {
    if (images[i].complete && images[i].naturalWidth === 0 && images[i].getAttribute("loading") !== "lazy") fallBack(images[i]);
  }

  // Article sharing: the device's share sheet, else copy the link (spec §8).
  Array.prototype.forEach.call(document.querySelectorAll("a[data-share]"), function (link) {
    var btn = document.createElement("button");
    btn.type = "button";
    btn.className = link.className;
    btn.textContent = link.textContent;
    btn.addEventListener("click", function () {
      var url = link.getAttribute("data-share-url") || window.location.href;
      var title = link.getAttribute("data-share-title") || document.title;
      if (typeof navigator.share === "function") {
        navigator.share({ title: title, url: url }).catch(function (err) {
          console.error("Share failed", err);
        });
        return;
      }
      var copied = navigator.clipboard ? navigator.clipboard.writeText(url) : Promise.reject(new Error("no clipboard"));
      copied
        .catch(function (err) {
          console.error("Copy failed", err);
        })
        .then(function () {
          window.alert("Article link copied to clipboard!");
        });
    });
    link.replaceWith(btn);
  });

  // "My state" (components/my-state.ts, same key and markup): links marked data-my-state go to the saved state.
  var MY_STATE = "menu-prices:my-state:v1";
  var STATE_SLUG = /^[a-z]+(?:-[a-z]+)*$/;
  function myState() {
    try {
      var v = localStorage.getItem(MY_STATE);
      return v && STATE_SLUG.test(v) && v.length <= 40 ? v : null;
    } catch (e) {
      return null;
    }
  }
  function applyMyState() {
    var mine = myState();
    if (mine)
      document.querySelectorAll("a[data-my-state]").forEach(function (a) {
        a.href = "/prices/" + mine;
      });
    document.querySelectorAll("button[data-set-my-state]").forEach(function (b) {
      var chosen = b.getAttribute("data-set-my-state") === mine;
      b.hidden = false;
      b.setAttribute("aria-pressed", String(chosen));
      b.textContent = chosen
        ? b.getAttribute("data-chosen-label") || "Your state"
        : b.getAttribute("data-choose-label") || "Make this my state";
    });
  }
  applyMyState();
  document.addEventListener(
    "click",
    function (e) {
      var el = e.target && e.target.closest ? e.target.closest("button[data-set-my-state]") : null;
      if (!el) return;
      var slug = el.getAttribute("data-set-my-state") || "";
      if (!STATE_SLUG.test(slug)) return;
      try {
        localStorage.setItem(MY_STATE, slug);
      } catch (err) {
        /* storage blocked */
      }
      applyMyState();
    },
    true,
  );
})();
