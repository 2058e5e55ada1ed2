// The venue page: the server pushes the hall's tables over a WebSocket (/api/v1/venue/events:
// the venue document as this page shows it, at once and after each change that shows) and the
// page draws each table as a card; when no table has a match in play, the desk's competition
// instead: the rounds in play as columns of match boxes, or the round-robin standings.
// When the socket closes the page connects again on its own (after 0.25 s, doubling up to
// 3 s); only when a socket cannot be opened at all does it read /api/v1/venue once meanwhile.
// While the machine serving the page has lost the broker a banner says so and every table's
// status is unknown (not online) until it speaks again.
// Everything shown is set as text: names come from the tables and are never read as HTML.
(function () {
  "use strict";
  var all = JSON.parse(document.getElementById("texts").textContent);
  var params = new URLSearchParams(location.search);
  var lang = params.get("lang") === "es" ? "es" : "en";
  var texts = all[lang];
  document.documentElement.lang = lang;
  var token = params.get("token");
  var query = token ? "?token=" + encodeURIComponent(token) : "";
  var url = "/api/v1/venue" + query;
  var root = document.getElementById("venue");
  var grid = document.getElementById("grid");
  var compTitle = document.getElementById("competition-title");
  var compBody = document.getElementById("competition-body");
  var calls = document.getElementById("calls");
  document.getElementById("waiting").textContent = texts.waiting;
  document.getElementById("lost").textContent = texts.lost;

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
    // one unit of text per card: the smaller of its height and its width share, of the height
    // the grid has (less while the banner of a lost broker is shown)
    var high = grid.clientHeight ? grid.clientHeight / innerHeight * 100 : 100;
    var unit = Math.min(high / rows / 5.2, 100 / cols / 9 * (innerWidth / innerHeight));
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
    } else if (table.status === "unknown" || table.online === null || table.online === undefined) {
      c.classList.add("unknown");
      head.appendChild(el("span", "flag unknown", t("unknown")));
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

  function playing(table) {
    var s = table.state;
    return table.online !== false && !!s && !!s.match && s.match.started && !s.match.over;
  }

  // -- the competition between rounds ------------------------------------------------------

  function nameOf(comp, rank) {
    if (rank === 0) return t("bye");
    var name = typeof rank === "number" ? comp.entrants[rank - 1] : undefined;
    return typeof name === "string" ? name : t("to_come");
  }

  function roundLabel(comp, phase, round) {
    if (phase === "winners" && comp.system === "single-elimination") return t("round", round);
    return t("round_" + phase, round);
  }

  // the rounds to show: the phase in play, from the round before the one in play, 4 at most
  function columns(comp) {
    var slots = comp.slots;
    var live = slots.filter(function (s) { return s.state === "ready" || s.state === "on-table"; });
    if (!live.length) live = slots.filter(function (s) { return s.state === "waiting"; });
    var anchor = live.length ? live[0] : slots[slots.length - 1];
    var phase = slots.filter(function (s) { return s.phase === anchor.phase; });
    var last = Math.max.apply(null, phase.map(function (s) { return s.round; }));
    var first = Math.max(1, Math.min(anchor.round - 1, last - 3));
    var cols = [];
    for (var r = first; r <= last && cols.length < 4; r++) {
      cols.push({ phase: anchor.phase, round: r,
        slots: phase.filter(function (s) { return s.round === r; }) });
    }
    return cols;
  }

  function box(comp, slot) {
    var b = el("div", "match state-" + slot.state);
    b.dataset.slot = slot.id;
    for (var i = 0; i < 2; i++) {
      var row = el("div", "row");
      if (slot.winner === i) row.classList.add("winner");
      row.appendChild(el("span", "name", nameOf(comp, slot.players[i])));
      var score = slot.result ? String(slot.result[i]) : "";
      row.appendChild(el("span", "score", score));
      b.appendChild(row);
    }
    var foot = "";
    if (slot.state === "on-table" && slot.table) foot = t("table", slot.table);
    else if (slot.forfeit) foot = t("forfeit");
    if (foot) b.appendChild(el("div", "foot", foot));
    return b;
  }

  // a large draw is shown a part at a time: PAGE matches of the widest column, the same part
  // of the bracket in the others, a new part every PAGE_SECONDS
  var PAGE = 8;
  var PAGE_SECONDS = 10;

  function paged(cols) {
    var widest = Math.max.apply(null, cols.map(function (c) { return c.slots.length; }));
    var pages = Math.ceil(widest / PAGE);
    if (pages <= 1) return { cols: cols, page: 0, pages: 1 };
    var page = Math.floor(Date.now() / 1000 / PAGE_SECONDS) % pages;
    var from = page / pages;
    var to = (page + 1) / pages;
    return {
      page: page,
      pages: pages,
      cols: cols.map(function (c) {
        var n = c.slots.length;
        return { phase: c.phase, round: c.round,
          slots: c.slots.slice(Math.floor(from * n), Math.max(Math.floor(from * n) + 1, Math.ceil(to * n))) };
      }),
    };
  }

  function bracket(comp) {
    var part = paged(columns(comp));
    var cols = part.cols;
    root.dataset.page = String(part.page + 1) + "/" + String(part.pages);
    var most = Math.max.apply(null, cols.map(function (c) { return c.slots.length; }));
    var unit = Math.min(4.2, 78 / Math.max(1, most) / 3.1, 100 / cols.length / 9 * (innerWidth / innerHeight));
    compBody.style.setProperty("--unit", unit.toFixed(2) + "vh");
    var wrap = el("div", "bracket");
    cols.forEach(function (c) {
      var col = el("div", "column");
      col.appendChild(el("div", "heading", roundLabel(comp, c.phase, c.round)));
      var list = el("div", "matches");
      c.slots.forEach(function (s) { list.appendChild(box(comp, s)); });
      col.appendChild(list);
      wrap.appendChild(col);
    });
    return wrap;
  }

  function standings(comp) {
    var groups = comp.standings.some(function (p) { return p.group > 1; });
    var table = el("table", "standings");
    var head = el("tr");
    var keys = ["place", "player"].concat(groups ? ["group"] : [], ["played", "won", "points", "racks_for", "racks_against"]);
    keys.forEach(function (k) { head.appendChild(el("th", k, t("col_" + k))); });
    table.appendChild(head);
    comp.standings.slice(0, 64).forEach(function (p) {
      var tr = el("tr");
      var cells = {
        place: p.place === null ? "" : String(p.place), player: nameOf(comp, p.rank),
        group: String(p.group), played: String(p.played), won: String(p.won),
        points: String(p.points), racks_for: String(p.racks_for), racks_against: String(p.racks_against),
      };
      keys.forEach(function (k) { tr.appendChild(el("td", k, cells[k])); });
      table.appendChild(tr);
    });
    var rows = Math.min(64, comp.standings.length) + 1;
    compBody.style.setProperty("--unit", Math.min(3.2, 80 / rows / 1.6).toFixed(2) + "vh");
    return table;
  }

  function showCompetition(comp) {
    compTitle.textContent = comp.name ? comp.name + " — " + t(comp.system) : t(comp.system);
    var drawn = comp.slots && comp.slots.length > 0;
    var body = comp.system === "round-robin" ? standings(comp) : drawn ? bracket(comp) : el("div", "idle", t("no_draw"));
    compBody.replaceChildren(body);
    fitBody();
    fitNames(compBody);
  }

  // the bracket's boxes and the standings' rows all on screen: the text made smaller while
  // the last of them ends below the room the page has for them (the banner of a lost broker
  // and the title take their share)
  function fitBody() {
    for (var i = 0; i < 4; i++) {
      var room = compBody.getBoundingClientRect().bottom;
      var bottom = 0;
      compBody.querySelectorAll(".match, tr").forEach(function (e) {
        bottom = Math.max(bottom, e.getBoundingClientRect().bottom);
      });
      var top = compBody.getBoundingClientRect().top;
      if (bottom <= room + 0.5 || bottom <= top) return;
      var unit = parseFloat(compBody.style.getPropertyValue("--unit")) || 3;
      unit = unit * (room - top) / (bottom - top) * 0.97;
      compBody.style.setProperty("--unit", unit.toFixed(2) + "vh");
    }
  }

  // the players called to a table ("Table 7: A vs B"), along the bottom, on any view
  function showCalls(list) {
    var lines = (Array.isArray(list) ? list : []).slice(0, 64).filter(function (c) {
      return c && Array.isArray(c.players) && c.players.length === 2;
    }).map(function (c) {
      var parts = { "%1": String(c.table), "%2": String(c.players[0]), "%3": String(c.players[1]) };
      return t("call").replace(/%[123]/g, function (m) { return parts[m]; });  // one pass
    });
    root.dataset.calls = String(lines.length);
    calls.replaceChildren.apply(calls, lines.map(function (line) { return el("span", "call", line); }));
  }

  function draw(doc) {
    root.dataset.connected = doc.connected === false ? "false" : "true";
    showCalls(doc.calls);
    var tables = (doc.tables || []).slice(0, 64);
    var comp = doc.competition;
    var between = !!comp && Array.isArray(comp.slots) && !tables.some(playing);
    root.dataset.view = between ? "competition" : "tables";
    if (between) {
      comp.slots = comp.slots.slice(0, 1100);
      comp.standings = (comp.standings || []).slice(0, 512);
      comp.entrants = comp.entrants || [];
      showCompetition(comp);
      return;
    }
    root.dataset.tables = String(tables.length);
    layout(tables.length);
    grid.replaceChildren.apply(grid, tables.map(card));
    fitNames(grid);
  }

  // a name too long for its place is set smaller, down to NAME_FLOOR of its size, before it
  // is cut with an ellipsis: "María Fernández" stays whole on a card of a 9-table grid
  var NAME_FLOOR = 0.6;

  function fitNames(within) {
    within.querySelectorAll(".row .name").forEach(function (e) {
      if (e.scrollWidth <= e.clientWidth) return;
      var size = parseFloat(getComputedStyle(e).fontSize);
      var k = Math.max(NAME_FLOOR, e.clientWidth / e.scrollWidth * 0.98);
      e.style.fontSize = (size * k).toFixed(1) + "px";
    });
  }

  // the last document drawn: drawn again for the next part of a large draw, and dropped
  // when the server has been gone too long for it to be trusted
  var last = null;
  var STALE_MS = 5000;
  var stale = null;

  function show(doc) {
    if (!doc || typeof doc !== "object") return;
    if (stale !== null) clearTimeout(stale);
    stale = null;
    last = doc;
    draw(JSON.parse(JSON.stringify(doc)));  // draw cuts what it reads: the kept one stays whole
  }

  function forget() {
    stale = null;
    last = null;
    root.dataset.view = "tables";
    root.dataset.tables = "0";
    grid.replaceChildren();
    showCalls([]);
  }

  setInterval(function () {
    if (last && root.dataset.view === "competition" && root.dataset.page !== "1/1") show(last);
  }, PAGE_SECONDS * 1000);

  function pollOnce() {
    fetch(url, { cache: "no-store" })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(show)
      .catch(function () {});
  }

  var delay = 250;
  function connect() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    var opened = false;
    var socket;
    try {
      socket = new WebSocket(scheme + location.host + "/api/v1/venue/events" + query);
    } catch (e) {
      pollOnce();
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 3000);
      return;
    }
    socket.onopen = function () { opened = true; delay = 250; };
    socket.onmessage = function (message) {
      var doc;
      try {
        doc = JSON.parse(message.data);
      } catch (e) {
        return;
      }
      show(doc);
    };
    socket.onclose = function () {
      if (!opened) pollOnce();  // no socket at all: what the server has, read once
      if (stale === null && last) stale = setTimeout(forget, STALE_MS);
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 3000);
    };
  }
  addEventListener("resize", function () { layout(Number(root.dataset.tables)); });
  connect();
})();
