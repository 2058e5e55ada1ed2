// The overlay page: draws the match state document pushed on /api/v1/events.
// Query string: layout (bar, bug, board), lang (es, en), scale (0.25-4), bg, fg, accent (hex
// colours without "#"), token (when the scoreboard serves the LAN). No library, no build step.
"use strict";
(function () {
  const params = new URLSearchParams(location.search);
  const LAYOUTS = ["bar", "bug", "board"];
  const fromPath = location.pathname.split("/").pop();
  const layout = LAYOUTS.includes(params.get("layout")) ? params.get("layout")
    : (LAYOUTS.includes(fromPath) ? fromPath : "bar");
  const catalogue = JSON.parse(document.getElementById("texts").textContent);
  const wanted = (params.get("lang") || navigator.language || "en").slice(0, 2).toLowerCase();
  const lang = catalogue[wanted] ? wanted : "en";
  const words = catalogue[lang];
  const token = params.get("token");
  const tokenQuery = token ? "?token=" + encodeURIComponent(token) : "";

  function t(key, arg) {
    const text = words[key] || catalogue.en[key] || key;
    return arg === undefined ? text : text.replace("%1", String(arg));
  }

  // -- look: layout, language, scale, colours ----------------------------------------------------
  document.body.dataset.layout = layout;
  document.documentElement.lang = lang;
  const rootStyle = document.documentElement.style;
  const scale = parseFloat(params.get("scale"));
  if (isFinite(scale) && scale >= 0.25 && scale <= 4) rootStyle.setProperty("--scale", String(scale));
  for (const name of ["bg", "fg", "accent"]) {
    const value = params.get(name);
    if (value && /^[0-9a-fA-F]{3,8}$/.test(value)) {
      rootStyle.setProperty("--" + name, "#" + value);
      if (name === "bg") rootStyle.setProperty("--board-bg", "#" + value);
    }
  }

  const $ = (id) => document.getElementById(id);
  const root = $("overlay");
  $("waiting").textContent = t("waiting");

  function setText(el, text) {
    if (el.textContent !== text) el.textContent = text;
  }
  function show(el, text) {
    el.hidden = !text;
    setText(el, text || "");
  }

  // -- the state document -> the page ------------------------------------------------------------
  let ballsShown = null;
  function drawBalls(balls) {
    const key = balls.join(",");
    if (key === ballsShown) return;
    ballsShown = key;
    const box = $("balls");
    box.replaceChildren(...balls.map((n) => {
      const img = document.createElement("img");
      img.src = "/overlay/balls/ball-" + n + ".svg" + tokenQuery;
      img.alt = String(n);
      img.dataset.ball = String(n);
      return img;
    }));
  }

  function drawPlayer(doc, i) {
    const p = doc.players[i];
    const el = $("p" + i);
    setText($("p" + i + "-name"), p.name);
    setText($("p" + i + "-score"), String(p.score));
    el.dataset.atTable = String(doc.table.at_table === i && !doc.match.over);
    el.dataset.winner = String(doc.match.winner === i);
    const pills = [];
    if (doc.match.winner === i) pills.push(["", t("winner")]);
    else if (doc.table.breaking && doc.table.at_table === i) pills.push(["", t("break")]);
    if (p.on_two_fouls) pills.push(["foul", t("two_fouls")]);
    const box = $("p" + i + "-badges");
    const key = JSON.stringify(pills);
    if (box.dataset.key !== key) {
      box.dataset.key = key;
      box.replaceChildren(...pills.map(([cls, text]) => {
        const span = document.createElement("span");
        span.className = "pill " + cls;
        span.textContent = text;
        return span;
      }));
    }
  }

  function drawStats(doc) {
    if (layout !== "board") return;
    const rows = [["innings", (s, p) => p.innings], ["high_run", (s, p) => p.high_run],
      ["fouls", (s) => s.fouls], ["balls_pocketed", (s) => s.balls_pocketed]];
    if (doc.match.discipline === "straight-pool") rows.push(["average", (s, p) => p.average.toFixed(2)]);
    const cells = [];
    for (const [key, get] of rows) {
      for (const [cls, text] of [["l", get(doc.players[0].stats, doc.players[0])], ["k", t(key)],
        ["r", get(doc.players[1].stats, doc.players[1])]]) {
        const div = document.createElement("div");
        div.className = cls;
        div.textContent = String(text);
        cells.push(div);
      }
    }
    $("stats").replaceChildren(...cells);
  }

  function draw(doc) {
    drawPlayer(doc, 0);
    drawPlayer(doc, 1);
    const m = doc.match;
    const p0 = doc.players[0];
    setText($("race"), p0.target !== null ? t("target", p0.target) : t("race", p0.race));
    let rack = t("rack", m.rack_number);
    if (layout === "board") rack = t(m.discipline) + " · " + rack;
    if (m.sets_to_win > 1) rack = t("set", m.set_number) + " · " + rack;
    if (m.hill_hill && !m.over) rack += " · " + t("hill_hill");
    setText($("rack"), rack);
    drawBalls(doc.table.balls);
    const last = doc.last_decision;
    show($("foul-badge"), last && last.foul && !m.over ? t("foul") : "");
    const bih = doc.table.ball_in_hand;
    // the break is always from the kitchen: only ball in hand after a foul is news
    show($("bih-badge"), m.over || bih === "none" || doc.table.breaking ? ""
      : t(bih === "kitchen" ? "ball_in_hand_kitchen" : "ball_in_hand"));
    const atTable = doc.table.at_table;
    const matchBall = atTable !== null && !m.over && doc.players[atTable].match_ball;
    show($("warning-badge"), matchBall ? t("match_ball") : "");
    show($("banner"), m.over ? t("winner") + ": " + doc.players[m.winner].name : "");
    drawStats(doc);
    setClock(doc.clock);
  }

  // -- the shot clock: counts down from its deadline on every frame ------------------------------
  let clock = null;
  let frame = 0;
  function setClock(c) {
    clock = c ? { c: c, at: performance.now() } : null;
    $("clock").hidden = !c;
    if (frame) cancelAnimationFrame(frame);
    tick();  // drawn with the rest of the document, then on every frame while it runs
  }
  function tick() {
    frame = 0;
    if (!clock) return;
    const c = clock.c;
    // the remaining time at the moment the document was received, counted down locally: a
    // machine whose clock differs from the scoreboard's still shows the right time
    const left = c.running ? Math.max(0, c.remaining_ms - (performance.now() - clock.at)) : c.remaining_ms;
    const seconds = Math.ceil(left / 1000);
    let phase = c.phase;
    if (c.running) {
      if (left <= 0) phase = "expired";
      else if (c.countdown_from_s !== null && seconds <= c.countdown_from_s) phase = "countdown";
      else if (c.warning_at_s !== null && seconds <= c.warning_at_s) phase = "warning";
      else phase = "running";
    }
    const el = $("clock");
    if (el.dataset.phase !== phase) el.dataset.phase = phase;
    setText($("clock-seconds"), String(seconds));
    const share = c.total_s > 0 ? Math.min(1, left / (c.total_s * 1000)) : 0;
    $("clock-bar").style.transform = "scaleX(" + share.toFixed(4) + ")";
    if (c.running && left > 0) frame = requestAnimationFrame(tick);
  }

  // -- the connection: live updates, reconnects on its own ---------------------------------------
  let socket = null;
  let delay = 250;
  function waiting() {
    setText($("waiting"), t("waiting"));
    root.dataset.state = "waiting";
  }
  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/api/v1/events" + tokenQuery);
    socket.onopen = () => { delay = 250; };
    socket.onmessage = (message) => take(message.data);
    socket.onclose = () => {
      socket = null;
      waiting();
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 3000);
    };
  }
  // ?table=N: another table of the venue, as this machine's venue feed carries it (polled)
  const table = /^[1-9][0-9]{0,2}$/.test(params.get("table") || "") ? params.get("table") : null;
  function poll() {
    const query = "?table=" + table + (token ? "&token=" + encodeURIComponent(token) : "");
    fetch("/api/v1/state" + query, { cache: "no-store" })
      .then((r) => (r.ok ? r.text() : null))
      .then((text) => { if (text !== null) take(text); else waiting(); })
      .catch(() => waiting())
      .finally(() => setTimeout(poll, 500));
  }
  function take(text) {
      const received = performance.timeOrigin + performance.now();
      let doc;
      try {
        doc = JSON.parse(text);
      } catch (e) {
        return;
      }
      if (!doc || doc.format !== "pool-scoreboard-state" || doc.version !== 1) return;
      draw(doc);
      root.dataset.seq = String(doc.seq);
      if (!doc.match.started) setText($("waiting"), t("no_match"));
      root.dataset.state = doc.match.started ? "live" : "waiting";
      // for whoever embeds or tests the page: which document is drawn, when it came and when it
      // was drawn (ms, wall clock)
      window.overlayRendered = {
        seq: doc.seq,
        received: received,
        at: performance.timeOrigin + performance.now(),
      };
      document.dispatchEvent(new CustomEvent("overlaydrawn", { detail: window.overlayRendered }));
  }
  waiting();
  if (table) poll(); else connect();
})();
