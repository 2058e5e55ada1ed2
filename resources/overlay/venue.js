// The venue page: reads /api/v1/venue every second and draws each table as a card.
// Everything shown is set as text: names come from the tables and are never read as HTML.
(function () {
  "use strict";
  var all = JSON.parse(document.getElementById("texts").textContent);
  var params = new URLSearchParams(location.search);
  var lang = params.get("lang") === "es" ? "es" : "en";
  var texts = all[lang];
  document.documentElement.lang = lang;
  var token = params.get("token");
  var url = "/api/v1/venue" + (token ? "?token=" + encodeURIComponent(token) : "");
  var root = document.getElementById("venue");
  var grid = document.getElementById("grid");
  document.getElementById("waiting").textContent = texts.waiting;

  function t(key, arg) {
    var s = texts[key] || key;
    return arg === undefined ? s : s.replace("%1", String(arg));
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function layout(n) {
    var cols = n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : 4;
    var rows = Math.max(1, Math.ceil(n / cols));
    grid.style.gridTemplateColumns = "repeat(" + cols + ", minmax(0, 1fr))";
    grid.style.gridTemplateRows = "repeat(" + rows + ", minmax(0, 1fr))";
    // one unit of text per card: the smaller of its height and its width share
    var unit = Math.min(100 / rows / 5.2, 100 / cols / 9 * (innerWidth / innerHeight));
    root.style.setProperty("--unit", unit.toFixed(2) + "vh");
  }

  function card(table) {
    var c = el("div", "card");
    c.dataset.table = table.number;
    var s = table.state;
    var head = el("div", "head");
    head.appendChild(el("span", "number", t("table", table.number)));
    if (table.online === false) {
      c.classList.add("offline");
      head.appendChild(el("span", "flag", t("offline")));
    } else if (s && s.match && s.match.started) {
      head.appendChild(el("span", "discipline", t(s.match.discipline)));
    }
    c.appendChild(head);
    if (!s || !s.match || !s.match.started) {
      c.appendChild(el("div", "idle", t("no_match")));
      return c;
    }
    for (var i = 0; i < 2; i++) {
      var p = s.players[i];
      var row = el("div", "row");
      if (s.table && s.table.at_table === i && !s.match.over) row.classList.add("at-table");
      if (s.match.winner === i) row.classList.add("winner");
      row.appendChild(el("span", "name", p.name));
      row.appendChild(el("span", "score", String(p.racks_won)));
      c.appendChild(row);
    }
    var foot = s.match.over ? t("finished") : t("race", s.players[0].race);
    c.appendChild(el("div", "foot", foot));
    return c;
  }

  function draw(doc) {
    var tables = (doc.tables || []).slice(0, 64);
    root.dataset.tables = String(tables.length);
    layout(tables.length);
    grid.replaceChildren.apply(grid, tables.map(card));
  }

  function poll() {
    fetch(url, { cache: "no-store" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (doc) { if (doc) draw(doc); })
      .catch(function () {})
      .finally(function () { setTimeout(poll, 1000); });
  }
  addEventListener("resize", function () { layout(Number(root.dataset.tables)); });
  poll();
})();
