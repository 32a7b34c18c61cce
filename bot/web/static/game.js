// Hexhaven's game pages, with no library and nothing sent anywhere but this server: a finished
// game's board turn by turn (the slider, its buttons, and the arrow, Home and End keys), and
// a running game's page reloaded once the game has moved on (its version polled).
(function () {
  "use strict";

  var replay = document.getElementById("replay");
  if (replay) {
    var step = document.getElementById("step");
    var frame = document.getElementById("frame");
    var label = document.getElementById("label");
    var log = document.getElementById("log");
    var sections = log.getElementsByTagName("section");
    var base = replay.getAttribute("data-base");
    var last = parseInt(step.max, 10);
    var now = last;

    var show = function (n) {
      now = Math.max(0, Math.min(last, n));
      step.value = String(now);
      frame.src = base + now + ".png";
      for (var i = 0; i < sections.length; i++) {
        sections[i].className = i === now ? "now" : "";
      }
      var shown = sections[now];
      if (shown) {
        label.textContent = shown.getAttribute("data-label");
        log.scrollTop = shown.offsetTop - log.offsetTop;
      }
    };

    step.addEventListener("input", function () { show(parseInt(step.value, 10)); });
    document.getElementById("prev").addEventListener("click", function () { show(now - 1); });
    document.getElementById("next").addEventListener("click", function () { show(now + 1); });
    document.addEventListener("keydown", function (e) {
      if (e.target === step && e.key !== "Home" && e.key !== "End") {
        return; // the slider moves itself with the arrows
      }
      var to = { ArrowLeft: now - 1, ArrowRight: now + 1, Home: 0, End: last }[e.key];
      if (to !== undefined) {
        e.preventDefault();
        show(to);
      }
    });
    log.scrollTop = log.scrollHeight;
  }

  var live = document.getElementById("live");
  if (live) {
    var seen = live.getAttribute("data-version");
    var every = 1000 * parseInt(live.getAttribute("data-every"), 10);
    var poll = function () {
      fetch(live.getAttribute("data-url"), { cache: "no-store", credentials: "omit" })
        .then(function (answer) { return answer.ok ? answer.text() : seen; })
        .then(function (version) {
          if (version.trim() !== seen) {
            window.location.reload();
          } else {
            window.setTimeout(poll, every);
          }
        })
        .catch(function () { window.setTimeout(poll, every); });
    };
    window.setTimeout(poll, every);
  }
})();
