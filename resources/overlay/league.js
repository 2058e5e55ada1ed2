// The league night page: the server pushes the league night over a WebSocket
// (/api/v1/league/events: the night open at the desk, or null), as soon as it changes, and the
// page draws it: the teams, the rubbers each has won, the rubbers in play, the winner once
// decided, over its division's standings. It connects again on its own when the socket closes
// (after 0.25 s, doubling up to 3 s), and keeps what it shows for 5 s meanwhile: a moment's
// cut (the laptop's Wi-Fi, the app restarted) never blanks a broadcast; longer, nothing stale
// stays on the screen.
// Everything shown is set as text: names come from the league file and are never read as HTML.
(function () {
  "use strict";
  var all = JSON.parse(document.getElementById("texts").textContent);
  var params = new URLSearchParams(location.search);
  var lang = params.get("lang") === "es" ? "es" : "en";
  var texts = all[lang];
  document.documentElement.lang = lang;
  var token = params.get("token");
  var query = token ? "?token=" + encodeURIComponent(token) : "";
  var root = document.getElementById("league");
  var table = document.getElementById("standings");
  document.getElementById("waiting").textContent = texts.waiting;
  document.getElementById("heading").textContent = texts.standings;

  function t(key, a, b) {
    var s = texts[key] || key;
    var parts = { "%1": a === undefined ? "" : String(a), "%2": b === undefined ? "" : String(b) };
    return s.replace(/%[12]/g, function (m) { return parts[m]; });  // one pass
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function text(value) {
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  }

  function pair(value) {
    return Array.isArray(value) && value.length === 2 ? value.map(text) : ["", ""];
  }

  var COLUMNS = ["rank", "team", "played", "won", "drawn", "lost", "points"];

  function standings(night, rows) {
    var head = el("tr");
    COLUMNS.forEach(function (k) { head.appendChild(el("th", k, t("col_" + k))); });
    var lines = [head];
    rows.slice(0, 64).forEach(function (r) {
      var tr = el("tr");
      if (r.team === night.home || r.team === night.away) tr.classList.add("playing");
      COLUMNS.forEach(function (k) { tr.appendChild(el("td", k, text(r[k]))); });
      lines.push(tr);
    });
    table.replaceChildren.apply(table, lines);
    root.style.setProperty("--row", Math.min(3.2, 48 / Math.max(1, lines.length)).toFixed(2) + "vh");
  }

  var STATES = ["waiting", "in-play", "finished", "forfeited"];

  // each rubber: its id and games, "▶" while on a table, its state as a data attribute
  function rubbersOf(list) {
    var chips = list.slice(0, 101).map(function (r) {
      var state = r && STATES.indexOf(r.state) >= 0 ? r.state : "waiting";
      var chip = el("span", "rubber");
      chip.dataset.state = state;
      chip.dataset.winner = r && (r.winner === "home" || r.winner === "away") ? r.winner : "";
      chip.appendChild(el("span", "id", (state === "in-play" ? "▶ " : "") + text(r && r.id)));
      if (state === "finished" || state === "forfeited") {
        var g = pair(r.games);
        chip.appendChild(el("span", "games", g[0] + "–" + g[1]));
      }
      if (state === "forfeited") chip.appendChild(el("span", "forfeit", " " + t("forfeit")));
      return chip;
    });
    var each = document.getElementById("each");
    each.replaceChildren.apply(each, chips);
  }

  function draw(night) {
    if (!night || typeof night !== "object") {
      root.dataset.night = "false";
      return;
    }
    root.dataset.night = "true";
    document.getElementById("title").textContent =
      [night.league, night.division, night.date].map(text).join(" · ");
    var home = document.getElementById("home");
    var away = document.getElementById("away");
    home.textContent = text(night.home);
    away.textContent = text(night.away);
    home.classList.toggle("winner", night.winner === "home");
    away.classList.toggle("winner", night.winner === "away");
    var won = pair(night.rubbers);
    document.getElementById("rubbers").textContent = won[0] + " – " + won[1];
    var lines = [];
    var inPlay = Array.isArray(night.in_play) ? night.in_play.slice(0, 100).map(text) : [];
    if (inPlay.length) lines.push(t("in_play", inPlay.join(", ")));
    if (night.decided) {
      lines.push(night.winner === "home" || night.winner === "away"
        ? t("won_by", text(night[night.winner])) : t("draw"));
    }
    if (night.complete) {
      var pts = pair(night.points);
      lines.push(t("points", pts[0], pts[1]));
    }
    document.getElementById("detail").textContent = lines.join(" · ");
    rubbersOf(Array.isArray(night.rubber_states) ? night.rubber_states : []);
    standings(night, Array.isArray(night.standings) ? night.standings : []);
  }

  var STALE_MS = 5000;
  var stale = null;
  var delay = 250;
  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    var socket = new WebSocket(scheme + location.host + "/api/v1/league/events" + query);
    socket.onopen = function () { delay = 250; };
    socket.onmessage = function (message) {
      var night;
      try {
        night = JSON.parse(message.data);
      } catch (e) {
        return;
      }
      if (stale !== null) clearTimeout(stale);
      stale = null;
      draw(night);
    };
    socket.onclose = function () {
      if (stale === null) {  // gone too long: nothing shown that may be stale
        stale = setTimeout(function () { stale = null; draw(null); }, STALE_MS);
      }
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 3000);
    };
  }
  connect();
})();
