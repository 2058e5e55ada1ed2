// The touch page of one table: pairs with the table by its code, then scores it by taps.
// It holds no rules: its buttons come from the state's `phone.entry` (the engine's hints), every
// tap becomes the input record the journal keeps (Input.to_dict), queued with its own id before
// it is sent, and only the app's answers change the score shown. No library, no build step.
// Query string: lang (es, en). Fragment: pair=<six digits> (the desk's QR code).
// Long because the server serves the page as a fixed set of files (ui/phone_routes.py
// PHONE_FILES): one script holds the taps, the entry, the queue, the connection and the drawing,
// each in its own part below.
"use strict";
(function () {
  const params = new URLSearchParams(location.search);
  const table = decodeURIComponent(location.pathname.replace(/\/+$/, "").split("/").pop() || "");
  const api = "/api/phone/" + encodeURIComponent(table);
  const store = "pool-phone.v1." + table + ".";
  const $ = (id) => document.getElementById(id);
  const app = $("app");
  let catalogue = null;
  let words = {};

  function t(key) {
    let text = words[key];
    if (text === undefined) text = catalogue && catalogue.en[key] !== undefined ? catalogue.en[key] : key;
    const args = arguments;  // in one pass: a name holding "%2" stays as it is
    return text.replace(/%([1-9])/g, (mark, n) => (n < args.length ? String(args[n]) : mark));
  }
  function setText(el, text) {
    if (el.textContent !== text) el.textContent = text;
  }
  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // Buttons drawn again keep the keyboard's place: the focused button, when a redraw makes the
  // same button (same holder, same data, same words), is focused again in its new node; drawn
  // disabled meanwhile (an entry on its way), it is focused once it is drawn enabled again,
  // unless the keyboard or a finger went elsewhere first.
  let keptFocus = null;  // the key of the button that lost the focus to a redraw
  document.addEventListener("focusin", (event) => {
    const b = event.target.closest ? event.target.closest("button") : null;
    if (!b || buttonKey(b) !== keptFocus) keptFocus = null;
  });
  function redraw(holder, nodes) {
    const was = document.activeElement;
    const mine = was && was.tagName === "BUTTON" && holder.contains(was);
    const key = mine ? buttonKey(was)
      : (!was || was === document.body) && keptFocus !== null
        && keptFocus.startsWith(holder.id + "|") ? keptFocus : null;
    holder.replaceChildren(...nodes);
    if (key === null) return;
    const again = Array.from(holder.querySelectorAll("button")).find((b) => buttonKey(b) === key);
    keptFocus = key;
    if (again && !again.disabled) again.focus({ preventScroll: true });
    if (document.activeElement === again) keptFocus = null;
  }
  function button(text, onTap, cls) {
    const b = el("button", cls || "", text);
    b.type = "button";
    b.addEventListener("click", onTap);
    return b;
  }

  // -- a finger's tap: acted on when it lifts -----------------------------------------------------
  // Every button acts by its click listener. A mouse, a key (Enter, Space on a focused button) or
  // a screen reader reach it by the browser's click. A finger reaches it here: a touch that went
  // down on a button and lifts on the same button (moved at most TAP_SLOP px, one finger, not
  // turned into a scroll, nothing cancelled) calls the button's click() in the task after the
  // touchend, and the touchend is cancelled so the browser makes no click of its own (one tap,
  // one entry); a touch that moves off, scrolls or is cancelled does nothing.
  // Why not the browser's click: after a click (any input event that leaves a frame to draw)
  // Chromium holds every other task of the page, the WebSocket's answer among them, until its
  // next frame, up to 16.7 ms later, and the answer is drawn a frame after that. A touchend that
  // changes nothing on the page holds nothing: the entry is made in the next task and the app's
  // answer is drawn in the first frame after the tap.
  const TAP_SLOP = 10;  // CSS px a finger may move and still tap
  const TOUCH_CLICK_MS = 1000;  // a click of a finger (or of no known pointer) this soon after
  // a finger left a button is that finger's, made by a browser that did not heed the cancel
  let touch = null;  // the finger that went down on a button: {button, key, id, x, y, off}
  let touchEnded = -Infinity;
  function buttonKey(b) {  // the same button drawn again (a state came while the finger was down)
    const data = Object.assign({}, b.dataset);
    const holder = b.parentElement ? b.parentElement.id : "";
    return holder + "|" + JSON.stringify(data) + "|" + (Object.keys(data).length ? "" : b.textContent);
  }
  function buttonAt(x, y) {
    const under = document.elementFromPoint(x, y);
    return under && under.closest ? under.closest("button") : null;
  }
  // Each touch event is heard once, on the document, or on the button the finger went down on:
  // a button drawn again while the finger rests is out of the document, and the touch's events
  // go to it still, never reaching the document.
  const heardOnce = (handler) => (event) => {
    if (event.tapHeard) return;
    event.tapHeard = true;
    handler(event);
  };
  const moved = heardOnce((event) => {
    const f = touch && [...event.changedTouches].find((c) => c.identifier === touch.id);
    if (f && Math.hypot(f.clientX - touch.x, f.clientY - touch.y) > TAP_SLOP) touch.off = true;
  });
  const cancelled = heardOnce(() => {
    if (touch) touch.button.classList.remove("pressed");
    touch = null;
  });
  const lifted = heardOnce((event) => {
    const t = touch;
    const f = t && [...event.changedTouches].find((c) => c.identifier === t.id);
    if (!f) { if (t) t.off = true; return; }
    touch = null;
    touchEnded = performance.now();
    if (!event.cancelable) { t.button.classList.remove("pressed"); return; }  // it scrolled
    event.preventDefault();  // no click of the browser's own
    const under = buttonAt(f.clientX, f.clientY);
    const tap = !t.off && !!under && Math.hypot(f.clientX - t.x, f.clientY - t.y) <= TAP_SLOP
      && (under === t.button || (!t.button.isConnected && buttonKey(under) === t.key));
    const key = tap ? buttonKey(under) : "";
    setTimeout(() => {  // the next task: nothing drawn in the touchend's own
      t.button.classList.remove("pressed");
      if (!tap) return;
      // drawn again since (a state came in between): the same button where the finger lifted
      const b = under.isConnected ? under : buttonAt(f.clientX, f.clientY);
      if (!b || b.disabled || buttonKey(b) !== key) return;
      const field = document.activeElement;  // a field left (its keyboard closes), as a tap does
      if (field && field !== b && field.matches("input, select, textarea")) field.blur();
      b.click();
    }, 0);
  });
  document.addEventListener("touchstart", (event) => {
    if (event.touches.length !== 1) { if (touch) touch.off = true; return; }  // a second finger
    if (touch) touch.button.classList.remove("pressed");  // a touch whose end never came
    touch = null;
    const b = event.target.closest ? event.target.closest("button") : null;
    if (!b) return;
    const f = event.changedTouches[0];
    touch = { button: b, key: buttonKey(b), id: f.identifier, x: f.clientX, y: f.clientY, off: false };
    b.classList.add("pressed");
    b.addEventListener("touchmove", moved, { passive: true });
    b.addEventListener("touchend", lifted, { passive: false });
    b.addEventListener("touchcancel", cancelled, { passive: true });
  }, { passive: true });
  document.addEventListener("touchmove", moved, { passive: true });
  document.addEventListener("touchend", lifted, { passive: false });
  document.addEventListener("touchcancel", cancelled, { passive: true });
  document.addEventListener("click", (event) => {
    // a click the browser made of a finger's touch on a button after all: the touch acted already
    const b = event.target.closest ? event.target.closest("button") : null;
    const touchMade = event.pointerType === undefined || event.pointerType === "touch";
    if (b && event.isTrusted && event.detail !== 0 && touchMade && performance.now() - touchEnded < TOUCH_CLICK_MS) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  }, true);

  // -- what the device keeps: its pairing, the queue, the last state the app sent ---------------
  function load(key, fallback) {
    try {
      const raw = localStorage.getItem(store + key);
      return raw === null ? fallback : JSON.parse(raw);
    } catch (e) {
      return fallback;
    }
  }
  function save(key, value) {
    try {
      if (value === null) localStorage.removeItem(store + key);
      else localStorage.setItem(store + key, JSON.stringify(value));
    } catch (e) { /* storage full or refused: the page goes on from memory */ }
  }
  let pairing = load("pairing", null);  // {token, ref, role, device}
  let queue = load("queue", []);  // [{id, match, input, label, draft}], oldest first
  let current = load("state", null);  // the last state document the app sent
  // kept from an earlier opening: its clock's reading is long past
  if (current && typeof current === "object") current.clock = null;
  else current = null;
  let refusals = [];  // entries the app refused: [{label, text}]

  // an id made at tap time: random, [A-Za-z0-9_-], as the app's input ids are
  function newId() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return "t" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // -- the shot being entered (the desk's ShotEntry, built from the engine's hints) ----------------
  function emptyDraft() {
    return { balls: [], pockets: {}, off_table: [], cue: "on-table", fouls: [], call_ball: null,
      call_pocket: null, safety: false, push_out: false, rails: null, head_string_crossings: 0,
      cue_and_two_to_rail: false, declared_group: null, interference: "none" };
  }
  let draft = emptyDraft();
  let offTableMode = false;
  let missMode = false;
  let picked = [];
  let asking = null;  // balls to ask "which ball was called?" about
  let note = "";  // a short instruction for the entry line

  function toggleBall(ball) {
    const at = draft.balls.indexOf(ball);
    if (at >= 0) {
      draft.balls.splice(at, 1);
      delete draft.pockets[ball];
      if (draft.call_ball === ball) { draft.call_ball = null; draft.call_pocket = null; }
    } else {
      draft.off_table = draft.off_table.filter((b) => b !== ball);
      draft.balls.push(ball);
    }
  }
  function toggleOffTable(ball) {
    if (draft.off_table.includes(ball)) {
      draft.off_table = draft.off_table.filter((b) => b !== ball);
    } else {
      if (draft.balls.includes(ball)) toggleBall(ball);
      draft.off_table.push(ball);
    }
  }
  function callMarked(pocket) {
    if (!draft.balls.length) return false;
    const ball = draft.balls.shift();
    delete draft.pockets[ball];
    draft.call_ball = ball;
    draft.call_pocket = pocket;
    draft.safety = false;
    return true;
  }

  // The Shot as the journal writes it (shot_to_dict): only what differs from the defaults.
  function buildShot(d, pocket, h) {
    const derive = h.call_required && !d.safety && d.call_ball === null && !d.push_out;
    let candidate = derive ? (d.balls.find((b) => h.call_from.includes(b)) ?? null) : null;
    if (d.balls.includes(d.call_ball) && d.call_pocket === null && !d.safety) candidate = d.call_ball;
    const pockets = Object.assign({}, d.pockets);
    if (pocket) {
      if (candidate !== null && !(candidate in pockets)) pockets[candidate] = pocket;
      else {
        const free = d.balls.find((b) => !(b in pockets));
        if (free !== undefined) pockets[free] = pocket;
      }
    }
    let call = null;
    if (d.push_out) call = null;
    else if (d.safety) call = { ball: null, pocket: null, safety: true };
    else if (d.call_ball !== null) {
      call = { ball: d.call_ball, pocket: d.call_pocket || pockets[d.call_ball] || null, safety: false };
    } else if (candidate !== null) call = { ball: candidate, pocket: pockets[candidate] || null, safety: false };
    let eight = null;
    if (h.eight_pocket && !d.safety && !d.push_out) {
      if (call && call.ball === 8 && call.pocket) eight = call.pocket;
      else if (pockets[8]) eight = pockets[8];
    }
    let declared = d.declared_group;
    if (h.declare_group && declared === null) {
      const hint = d.call_ball !== null ? d.call_ball : (d.balls.length ? d.balls[0] : null);
      if (hint !== null && hint !== 8) declared = hint < 8 ? "solids" : "stripes";
    }
    const shot = {};
    if (d.balls.length) shot.pocketed = d.balls.map((b) => [b, pockets[b] || null]);
    if (d.off_table.length) shot.off_table = d.off_table.slice().sort((a, b) => a - b);
    if (d.cue !== "on-table") shot.cue = d.cue;
    if (call) shot.call = call;
    if (eight) shot.eight_pocket = eight;
    if (d.push_out) shot.push_out = true;
    if (d.fouls.length) shot.fouls = d.fouls.slice().sort();
    if (d.rails !== null) shot.rails = d.rails;
    if (d.head_string_crossings) shot.head_string_crossings = d.head_string_crossings;
    if (d.cue_and_two_to_rail) shot.cue_and_two_to_rail = true;
    if (declared) shot.declared_group = declared;
    if (d.interference !== "none") shot.interference = d.interference;
    return shot;
  }

  function shotLabel(shot) {
    const parts = [];
    if (shot.push_out) parts.push(t("push_out"));
    if (shot.call && shot.call.safety) parts.push(t("safety"));
    if (shot.pocketed) {
      parts.push(t("label_made", shot.pocketed.map(([b, p]) => p ? b + " → " + t("pocket." + p) : String(b)).join(", ")));
    }
    if (shot.call && shot.call.ball !== null && !(shot.pocketed || []).some(([b]) => b === shot.call.ball)) {
      parts.push(t("called", shot.call.ball, shot.call.pocket ? t("pocket." + shot.call.pocket) : "?"));
    }
    if (shot.off_table) parts.push(t("off", shot.off_table.join(", ")));
    if (shot.cue === "pocketed") parts.push(t("scratch"));
    if (shot.cue === "off-table") parts.push(t("cue_off"));
    for (const f of shot.fouls || []) parts.push(t("foul." + f));
    if (shot.rails !== undefined && !shot.pocketed) parts.push(shot.rails > 0 ? t("dry_break") : t("short_break"));
    if (shot.cue_and_two_to_rail) parts.push(t("safety_break"));
    return parts.length ? parts.join(" · ") : t("label_miss");
  }

  // -- the state the app sent ---------------------------------------------------------------------
  const entryHints = () => (current && current.phone && current.phone.entry) || null;
  const isPen = () => !!current && current.phone && current.phone.role === "pen";

  function canShoot() {
    const s = current;
    return !!s && s.phone.set_up && !s.match.rack_only && !s.match.over && !s.table.pending_choice
      && !s.table.awaiting_lag && s.table.at_table !== null && isPen() && !afterPushOut();
  }
  function callsPossible() {
    const h = entryHints();
    return !!h && (h.callable.length > 0 || h.call_required);
  }

  // Entries waiting on the match shown: the next entry follows them, not the state shown, so
  // the page offers only what means the same whatever they turn out to be (a ball named with
  // its pocket, Miss, a foul, Undo), and says what waits for the app's answer: a pocket alone
  // (its ball is read from the table), the break, a push out, the choice after a push out.
  function waitingHere() {
    const s = current;
    return s && s.phone ? queue.filter((q) => q.match === s.phone.match_id) : [];
  }
  const ahead = () => waitingHere().length > 0;
  const offline = () => app.dataset.conn !== "online";
  function afterPushOut() {  // the last entry waiting is a push out: the other player chooses next
    const waiting = waitingHere();
    const last = waiting.length ? waiting[waiting.length - 1].input : null;
    return !!last && last.kind === "shot" && !!last.shot && last.shot.push_out === true;
  }
  const breakingNow = () => !!current && current.table.breaking && !ahead();

  // a state is drawn when it is not older than the one shown (a push and an answer may cross)
  function newer(doc) {
    if (!current || !current.phone) return true;
    if (doc.phone.match_id !== current.phone.match_id) return true;
    if (doc.seq !== current.seq) return doc.seq > current.seq;
    return doc.generated_ms >= current.generated_ms;
  }
  function applyState(doc) {
    if (!doc || typeof doc !== "object" || !doc.phone || !doc.table) return;
    if (!newer(doc)) return;
    const sameMove = current && current.phone && doc.phone.match_id === current.phone.match_id
      && doc.seq === current.seq;
    // another match on the table (one started, or the won one put away): what was refused
    // or said about the match before is no longer about this one
    if (current && current.phone && doc.phone.match_id !== current.phone.match_id) {
      refusals = [];
      note = "";
    }
    current = doc;
    current.received_at = performance.now();
    save("state", current);
    if (!sameMove) { picked = []; }
    draw();
  }

  // -- the queue: stored before sending, sent in order until the app answers ---------------------
  // The same entry twice within this time is one finger's double tap: nobody sees a verdict and
  // decides on the same entry again that fast, so the second is not made.
  const SAME_TAP_MS = 250;
  let lastEntry = { at: -Infinity, what: "" };
  function enqueue(input, label, keep) {
    const s = current;
    if (!s || !isPen() || !s.phone.match_id) return;  // no match being recorded: nothing to send
    const now = performance.now();
    const what = JSON.stringify(input);
    if (what === lastEntry.what && now - lastEntry.at < SAME_TAP_MS) return;
    lastEntry = { at: now, what: what };
    input.time = Date.now() / 1000;
    queue = load("queue", queue);
    // the state the entry follows: the one shown, or the entry queued before it on this match
    const before = queue.filter((q) => q.match === s.phone.match_id);
    const prev = before.length ? before[before.length - 1] : null;
    const after = !prev ? s.phone.records : typeof prev.after === "number" ? prev.after + 1 : null;
    queue.push({
      id: newId(), match: s.phone.match_id, after: after, input: input, label: label, draft: keep || null,
    });
    save("queue", queue);
    draft = emptyDraft();
    offTableMode = missMode = false;
    asking = null;
    note = "";
    pump();
    draw();
  }

  let sending = false;
  let retryDelay = 1000;
  let retryTimer = 0;
  function retryLater() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(pump, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 15000);
  }

  async function send(path, body) {
    const control = new AbortController();
    const timer = setTimeout(() => control.abort(), 10000);
    try {
      const reply = await fetch(api + path, {
        method: body === undefined ? "GET" : "POST",
        headers: Object.assign({ "Content-Type": "application/json" },
          pairing ? { Authorization: "Bearer " + pairing.token } : {}),
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: "no-store",
        signal: control.signal,
      });
      let data = {};
      try { data = await reply.json(); } catch (e) { data = {}; }
      return { status: reply.status, data: data || {}, retryAfter: reply.headers.get("Retry-After") };
    } finally {
      clearTimeout(timer);
    }
  }

  function refusalText(data, status) {
    const code = data.code || (status === 403 ? "unknown-token" : "");
    if (words["code." + code] !== undefined) return t("code." + code);
    if (words["error." + code] !== undefined) return t("error." + code);
    return t("code.unknown", code || status);
  }

  async function pump() {
    if (sending || !pairing) return;
    sending = true;
    try {
      while (queue.length && pairing) {
        const item = queue[0];
        let answer;
        try {
          answer = await sendEntry({
            id: item.id, match: item.match, input: item.input, sent: Date.now() / 1000,
            after: typeof item.after === "number" ? item.after : null,
          });
        } catch (e) {
          answer = null;
        }
        if (!answer || answer.status === 503 || answer.status >= 500 || answer.status === 429) {
          retryLater();  // not answered: it stays first in the queue
          break;
        }
        retryDelay = 1000;
        if (!ws) { wsDelay = 500; connect(); }  // the app answers: its updates come back too
        else if (ws.readyState === 1) setConn("online");
        answered(item.id);
        if (answer.data.state) applyState(answer.data.state);
        if (answer.status === 200) continue;
        refused(item, answer);
        if (answer.status === 403) { unpaired(); break; }
      }
    } finally {
      sending = false;
      draw();
    }
  }

  // An entry goes over the WebSocket the page holds open (no connection to open per tap: the
  // answer comes back on it, once the journal line is written), or as a POST while there is
  // none; either way with its id, so a resend after a lost answer is recorded once.
  const onSocket = new Map();  // entry id -> what is waiting for its answer
  function sendEntry(body) {
    const socket = ws;
    if (!socket || socket.readyState !== 1 || !wsReady) return send("/input", body);
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), 10000);
      function settle(answer) {
        clearTimeout(timer);
        if (onSocket.get(body.id) === settle) onSocket.delete(body.id);
        resolve(answer);
      }
      onSocket.set(body.id, settle);
      try { socket.send(JSON.stringify({ input: body })); } catch (e) { settle(null); }
    });
  }
  function socketAnswer(answer) {
    const settle = onSocket.get(answer.id);
    if (settle) settle({ status: answer.status, data: answer.body || {}, retryAfter: null });
  }
  function socketGone() {  // not answered on a socket that closed: sent again
    for (const settle of [...onSocket.values()]) settle(null);
  }

  // an entry the app answered leaves the queue (by its id: another tab may send it too)
  function answered(id) {
    queue = load("queue", queue).filter((q) => q.id !== id);
    save("queue", queue);
  }
  window.addEventListener("storage", (event) => {
    if (event.key === store + "queue") { queue = load("queue", []); draw(); }
  });

  function refused(item, answer) {
    const code = answer.data.code || "";
    refusals.push({ label: item.label, text: refusalText(answer.data, answer.status) });
    refusals = refusals.slice(-4);
    // refused and nothing after it: what was marked comes back, so one more tap completes it
    if (item.draft && !queue.length && answer.status === 409 && !draft.balls.length) {
      draft = item.draft;
      if (code === "missing-call") {
        const h = entryHints();
        const marked = h ? draft.balls.filter((b) => h.callable.includes(b)) : [];
        if (marked.length > 1 && draft.call_ball === null) asking = marked;
      }
    }
  }

  // -- pairing -----------------------------------------------------------------------------------
  function unpaired(message) {
    pairing = null;
    save("pairing", null);
    if (ws) ws.close();
    showPairing(message || t("pair_again"));
  }

  async function pair(event) {
    event.preventDefault();
    const code = $("pair-code").value.trim();
    const device = $("pair-device").value.trim();
    const msg = $("pair-message");
    msg.hidden = false;
    msg.textContent = t("pairing");
    $("pair-button").disabled = true;
    try {
      const answer = await send("/pair", { code: code, device: device, watch: $("pair-watch").checked });
      if (answer.status === 200 && answer.data.token) {
        pairing = { token: answer.data.token, ref: answer.data.ref, role: answer.data.role, device: device };
        save("pairing", pairing);
        localStorage.setItem("pool-phone.v1.device", device);
        msg.hidden = true;
        current = null;
        applyState(answer.data.state);
        showPlay();
        connect();
        pump();
      } else if (answer.status === 429) {
        const wait = Math.ceil(parseFloat(answer.retryAfter || answer.data.retry_after || "30"));
        msg.textContent = t("pair_wait", wait);
      } else {
        msg.textContent = t("pair_failed", refusalText(answer.data, answer.status));
      }
    } catch (e) {
      msg.textContent = t("pair_failed", t("code.network"));
    } finally {
      $("pair-button").disabled = false;
    }
  }

  function showPairing(message) {
    app.dataset.screen = "pair";
    $("loading").hidden = true;
    $("play").hidden = true;
    $("pair-screen").hidden = false;
    const msg = $("pair-message");
    msg.hidden = !message;
    msg.textContent = message || "";
    keepAwake();
  }
  function showPlay() {
    app.dataset.screen = "play";
    $("loading").hidden = true;
    $("pair-screen").hidden = true;
    $("play").hidden = false;
    draw();
  }

  // -- updates: a WebSocket with backoff, and the state asked again on every reconnect ----------
  let ws = null;
  let wsReady = false;  // the socket's token opened the table: entries may go on it
  let wsDelay = 500;
  let wsTimer = 0;
  function setConn(conn) {
    app.dataset.conn = conn;
    setText($("conn-text"), t("conn_" + conn));
  }
  async function fetchState() {
    try {
      const answer = await send("/state");
      if (answer.status === 200 && answer.data.state) applyState(answer.data.state);
      else if (answer.status === 403) unpaired();
      else if (answer.status === 404) { current = null; save("state", null); draw(); }
    } catch (e) { /* offline: the push or the next reconnect brings it */ }
  }
  function connect() {
    clearTimeout(wsTimer);
    if (!pairing) return;
    if (ws && ws.readyState <= 1) return;
    setConn(navigator.onLine === false ? "offline" : "connecting");
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + api + "/events";
    let socket;
    try { socket = new WebSocket(url); } catch (e) { reconnectLater(); return; }
    ws = socket;
    wsReady = false;
    socket.onopen = () => {
      socket.send(JSON.stringify({ token: pairing ? pairing.token : "" }));
      wsDelay = 500;
      setConn("online");
      fetchState();
      retryDelay = 1000;
      pump();
    };
    socket.onmessage = (event) => {
      try {
        const data = JSON.parse(event.data);
        if (data && data.answer) socketAnswer(data.answer);
        else if (data && data.state) {
          const opened = !wsReady && ws === socket;
          wsReady = ws === socket;
          setConn("online");
          applyState(data.state);
          if (opened && queue.length) pump();  // what waits goes on the socket now
        }
      } catch (e) { /* not a state: ignored */ }
    };
    socket.onclose = (event) => {
      if (ws !== socket) return;
      ws = null;
      wsReady = false;
      socketGone();
      setConn("offline");
      if (event.code === 4403) { unpaired(); return; }
      reconnectLater();
    };
  }
  function reconnectLater() {
    clearTimeout(wsTimer);
    const wait = wsDelay * (0.8 + Math.random() * 0.4);
    wsDelay = Math.min(wsDelay * 2, 15000);
    wsTimer = setTimeout(connect, wait);
  }
  window.addEventListener("online", () => {
    wsDelay = 500;
    retryDelay = 1000;
    if (ws && ws.readyState === 1) { setConn("online"); fetchState(); } else connect();
    pump();
  });
  window.addEventListener("offline", () => setConn("offline"));

  // -- the actions -------------------------------------------------------------------------------
  function record(opts) {
    const s = current;
    const h = entryHints();
    if (!s || !h || !canShoot()) return;
    const keep = JSON.parse(JSON.stringify(draft));
    const d = draft;
    if (opts.cue) d.cue = opts.cue;
    if (opts.foul && !d.fouls.includes(opts.foul)) d.fouls.push(opts.foul);
    if (opts.safety) d.safety = true;
    if (opts.push_out) d.push_out = true;
    if (!breakingNow()) { d.rails = null; d.head_string_crossings = 0; d.cue_and_two_to_rail = false; }
    if (!h.interference) d.interference = "none";
    const shot = buildShot(d, opts.pocket || null, h);
    enqueue({ kind: "shot", shot: shot }, shotLabel(shot), keep);
  }
  function recordBreak(legal) {
    const h = entryHints();
    if (!h || !breakingNow() || !canShoot()) return;
    if (h.cue_and_two_to_rail) draft.cue_and_two_to_rail = legal;
    else draft.rails = legal ? 4 : 0;
    record({});
  }
  function tapPocket(pocket) {
    if (!canShoot()) return;
    const calledMiss = missMode;
    missMode = false;
    if (!draft.balls.length && ahead()) {  // read from a table the app has not answered yet
      note = t("ahead_mark_ball");
      draw();
      return;
    }
    if (!draft.balls.length) {
      const targets = current.table.legal_targets;
      if (targets.length === 1) toggleBall(targets[0]);
      else {
        note = calledMiss ? t("need_called") : t("need_ball");
        draw();
        return;
      }
    }
    if (calledMiss) {
      callMarked(pocket);
      record({});
      return;
    }
    record({ pocket: pocket });
  }
  function tapBall(ball) {
    const s = current;
    const h = entryHints();
    if (!s || !h || !isPen()) return;
    if (h.pick && s.table.pending_choice && h.pick_from.includes(ball)) {
      picked = picked.includes(ball) ? picked.filter((b) => b !== ball) : picked.concat([ball]);
      if (picked.length === h.pick) {
        const balls = picked.slice().sort((a, b) => a - b);
        picked = [];
        enqueue({ kind: "choice", option: "equalise", balls: balls }, t("label_choice", t("option.equalise")));
        return;
      }
      draw();
      return;
    }
    if (!canShoot()) return;
    note = "";
    if (offTableMode) { toggleOffTable(ball); offTableMode = false; }
    else if (ball === draft.call_ball) { draft.call_ball = null; draft.call_pocket = null; }
    else toggleBall(ball);
    draw();
  }
  function chooseCall(ball) {
    draft.call_ball = ball;
    draft.call_pocket = draft.pockets[ball] || null;
    draft.safety = false;
    asking = null;
    if (draft.call_pocket) { record({}); return; }
    note = t("tap_pocket_of", ball);
    draw();
  }
  function clearDraft() {
    draft = emptyDraft();
    offTableMode = missMode = false;
    asking = null;
    note = "";
    draw();
  }
  function undo() {
    if (!draft.balls.length && !draft.off_table.length && !offTableMode && !missMode) {
      enqueue({ kind: "undo" }, t("label_undo"));
    } else clearDraft();
  }
  function openFouls() {
    const h = entryHints();
    if (!h || !canShoot()) return;
    const box = $("sheet-buttons");
    box.replaceChildren(...h.fouls.map((f) => {
      const b = button(t("foul." + f), () => { closeSheet(); record({ foul: f }); }, "foul");
      b.dataset.foul = f;
      return b;
    }));
    setText($("sheet-title"), t("foul_title"));
    $("sheet").hidden = false;
  }
  function openMenu() {
    const box = $("sheet-buttons");
    const items = [];
    if (pairing) {
      items.push(button(t("forget"), async () => {
        closeSheet();
        try { await send("/forget", {}); } catch (e) { /* forgotten here all the same */ }
        queue = [];
        save("queue", queue);
        unpaired(" ");
      }, "danger"));
    }
    box.replaceChildren(...items);
    const role = t(isPen() ? "role_pen" : "role_watcher");
    const who = pairing ? (pairing.device ? pairing.device + " · " + role : role) : "";
    setText($("sheet-title"), pairing ? who : t("menu"));
    $("sheet").hidden = false;
  }
  function closeSheet() { $("sheet").hidden = true; }

  async function clockAction(action) {
    try {
      const answer = await send("/clock", { action: action });
      if (answer.data.state) applyState(answer.data.state);
      if (answer.data.code === "no-clock") noClock = current ? current.phone.match_id : "";
      if (answer.status !== 200) note = t("clock_failed", refusalText(answer.data, answer.status));
    } catch (e) {
      note = t("clock_failed", t("code.network"));
    }
    draw();
  }
  async function confirmResult() {
    const s = current;
    if (!s || !isPen() || !s.phone.match_id) return;
    let answer = null;
    try {
      answer = await send("/confirm", { match: s.phone.match_id });
    } catch (e) {
      answer = null;
    }
    if (!answer) note = t("confirm_failed", t("code.network"));
    else note = answer.status === 200 ? "" : t("confirm_failed", refusalText(answer.data, answer.status));
    if (answer && answer.data.state) applyState(answer.data.state);
    draw();
  }

  // what the page says of a match over: correctable until confirmed, or final
  function overText(s) {
    if (note) return note;
    return s.phone.match_id ? t("won_open") : t("won_final");
  }

  async function askPen() {
    try {
      const answer = await send("/pen", {});
      if (answer.data.state) applyState(answer.data.state);
      setText($("watch-message"), answer.status === 200 ? t("asked_pen") : refusalText(answer.data, answer.status));
    } catch (e) {
      setText($("watch-message"), t("code.network"));
    }
  }

  // -- drawing -----------------------------------------------------------------------------------
  const BALLS = { "nine-ball": 9, "ten-ball": 10 };

  function drawPlayer(s, i) {
    const p = s.players[i];
    const atTable = s.table.at_table === i && !s.match.over;
    $("p" + i).dataset.atTable = String(atTable);
    $("p" + i).dataset.winner = String(s.match.winner === i);
    setText($("p" + i + "-name"), p.name);
    setText($("p" + i + "-score"), String(p.score));
    const meta = [p.target !== null ? t("target", p.target) : t("race", p.race)];
    if (s.match.sets_to_win > 1) meta.push(t("sets", p.sets));
    if (p.group) meta.push(t("group." + p.group));
    if (p.fouls) meta.push(t("fouls_count", p.fouls));
    setText($("p" + i + "-meta"), meta.join(" · "));
    // one line of badges: "at the table" (the card's border says it too) gives way to a warning
    const pills = [];
    if (s.match.winner === i) pills.push(["win", t("winner")]);
    else if (atTable && s.table.breaking) pills.push(["", t("break_badge")]);
    if (p.on_two_fouls) pills.push(["foul", t("two_fouls")]);
    if (atTable && p.match_ball) pills.push(["", t("match_ball")]);
    if (atTable && !pills.length) pills.push(["", t("at_table")]);
    const box = $("p" + i + "-badges");
    const key = JSON.stringify(pills);
    if (box.dataset.key !== key) {
      box.dataset.key = key;
      box.replaceChildren(...pills.map(([cls, text]) => el("span", "pill " + cls, text)));
    }
  }

  function decisionLines(s) {
    const d = s.last_decision;
    const names = s.players.map((p) => p.name);
    const lines = [];
    if (s.match.over && s.match.winner !== null) lines.push(["win", t("match_won", names[s.match.winner])]);
    if (d) decidedLines(d, names, lines);
    // who shoots next, before the first shot too: the box is there from the break on, and
    // what is below it does not move when the first decision comes
    if (!s.match.over && !s.table.pending_choice && s.table.at_table !== null) {
      let next = t("to_shoot", names[s.table.at_table]);
      if (s.table.ball_in_hand !== "none" && !s.table.breaking) next += " — " + t("bih." + s.table.ball_in_hand);
      lines.push(["next", next]);
      for (const r of s.table.restrictions) lines.push(["", t("restriction." + r)]);
    }
    s.players.forEach((p, i) => { if (p.on_two_fouls && !s.match.over) lines.push(["foul", t("warning", names[i])]); });
    return lines;
  }

  // what the last shot decided: the foul, the other reasons, the rack won
  function decidedLines(d, names, lines) {
    if (d.foul) lines.push(["foul", t("foul_by", names[d.shooter], d.fouls.map((f) => t("foul." + f)).join(", "))]);
    const skip = new Set(d.foul ? ["foul"] : []);
    if (d.ball_in_hand !== "none") skip.add("ball-in-hand");
    skip.add("third-foul-warning");
    const said = new Set(d.fouls.map((f) => t("foul." + f)));
    const other = [...new Set(d.reasons.filter((r) => !skip.has(r)).map((r) => t("reason." + r)))]
      .filter((x) => !said.has(x));
    if (d.rack_won_by !== null && d.rack_won_by !== undefined) {
      lines.splice(lines.length - (d.foul ? 1 : 0), 0, ["win", t("wins_rack", names[d.rack_won_by], other.join(" · "))]);
    } else if (other.length) lines.push(["", other.join(" · ")]);
  }

  function drawDecision(s) {
    const lines = decisionLines(s);
    const key = JSON.stringify(lines);
    const box = $("decision-lines");
    if (box.dataset.key !== key) {
      box.dataset.key = key;
      box.replaceChildren(...lines.map(([cls, text]) => el("p", "line " + cls, text)));
    }
    const d = s.last_decision;
    const cites = s.table.pending_choice ? s.table.pending_choice.citations : (d ? d.citations : []);
    setText($("decision-rule"), cites.length ? t("rule", [...new Set(cites)].join(", ")) : "");
    $("decision").hidden = !lines.length && !cites.length;
  }

  // the desk's next match for this table: {players: [a, b], race, handicap, points, name}
  function nextText(next) {
    if (!next || typeof next !== "object") return "";
    const players = Array.isArray(next.players) ? next.players.filter((p) => typeof p === "string") : [];
    const parts = [];
    if (players.length === 2) parts.push(t("next_match", players[0], players[1]));
    const handicap = Array.isArray(next.handicap) && next.handicap.length === 2 ? next.handicap.join("/") : null;
    const race = handicap || (Number.isInteger(next.race) && next.race > 0 ? String(next.race) : null);
    if (race && parts.length) parts.push(t(next.points === true ? "target" : "race", race));
    return parts.join(", ");
  }

  function drawMatchLine(s) {
    const m = s.match;
    const parts = [t("table", table), t("rack", m.rack_number)];
    if (m.sets_to_win > 1) parts.splice(1, 0, t("set", m.set_number));
    parts.push(t("discipline." + m.discipline));
    if (m.hill_hill && !m.over) parts.push(t("hill_hill"));
    const next = nextText(s.phone.next);
    if (next) parts.push(t("next", next));
    setText($("match-line"), parts.join(" · "));
  }

  function ballNode(n) {
    const b = el("button", "ball" + (n > 8 ? " stripe" : ""));
    b.type = "button";
    b.dataset.ball = String(n);
    b.style.setProperty("--c", "var(--ball-" + n + ")");
    b.append(el("span", "num", String(n)));
    b.addEventListener("click", () => tapBall(n));
    return b;
  }

  let rackKey = "";
  function drawRack(s, h) {
    const count = BALLS[s.match.discipline] || 15;
    const key = s.match.discipline + count;
    const box = $("rack");
    if (key !== rackKey) {
      rackKey = key;
      const nodes = [];
      for (let n = 1; n <= count; n++) nodes.push(ballNode(n));
      box.replaceChildren(...nodes);
      box.dataset.count = String(count);
    }
    const onTable = new Set(s.table.balls);
    const pickMode = h.pick > 0 && !!s.table.pending_choice && isPen();
    const shoot = canShoot();
    for (const b of box.children) {
      const n = +b.dataset.ball;
      const down = !onTable.has(n);
      const state = pickMode ? (picked.includes(n) ? "picked" : "")
        : (draft.balls.includes(n) ? "made" : draft.off_table.includes(n) ? "off"
          : draft.call_ball === n ? "called" : "");
      b.dataset.down = String(down);
      b.dataset.mark = state;
      b.disabled = down || !(pickMode ? h.pick_from.includes(n) : shoot);
      b.setAttribute("aria-label", down ? t("ball_down", n) : t("ball_on", n));
      b.setAttribute("aria-pressed", String(!!state));
    }
    for (const p of document.querySelectorAll(".pocket")) {
      const name = t("hole." + p.dataset.pocket);
      setText(p, name);
      p.setAttribute("aria-label", t("pocket_name", name));
      p.disabled = !shoot || (offline() && ahead() && !draft.balls.length);
      p.dataset.mark = Object.values(draft.pockets).includes(p.dataset.pocket)
        || draft.call_pocket === p.dataset.pocket ? "on" : "";
    }
  }

  function stepper(label, value, shown, onChange, max) {
    const row = el("div", "stepper");
    row.append(el("span", "label", label));
    const less = button("−", () => onChange(value === null ? null : Math.max(-1, value - 1)), "step");
    less.setAttribute("aria-label", t("less"));
    const more = button("+", () => onChange(Math.min(max, (value === null ? -1 : value) + 1)), "step");
    more.setAttribute("aria-label", t("more"));
    row.append(less, el("span", "value", shown), more);
    return row;
  }

  function drawDetails(s, h) {
    const rows = [];
    const shoot = canShoot();
    if (shoot && breakingNow() && h.rails) {
      rows.push(stepper(t("rails"), draft.rails, draft.rails === null ? t("not_told") : String(draft.rails),
        (v) => { draft.rails = v === null || v < 0 ? null : v; draw(); }, h.max_to_rail));
    }
    if (shoot && breakingNow() && h.head_string_crossings) {
      rows.push(stepper(t("crossings"), draft.head_string_crossings, String(draft.head_string_crossings),
        (v) => { draft.head_string_crossings = Math.max(0, v || 0); draw(); }, h.max_to_rail));
    }
    if (shoot && h.interference) {
      const row = el("label", "select-row");
      row.append(el("span", "label", t("rerack")));
      const select = el("select");
      for (const v of ["none", "cue-and-fifteenth-in-rack", "fifteenth-in-rack",
        "cue-in-rack-fifteenth-below-head-string", "cue-in-rack-fifteenth-above-head-string"]) {
        const o = el("option", "", t("interference." + v));
        o.value = v;
        o.selected = draft.interference === v;
        select.append(o);
      }
      select.addEventListener("change", () => { draft.interference = select.value; });
      row.append(select);
      rows.push(row);
    }
    redraw($("details"), rows);
  }

  function actionButtons(s, h) {
    const shoot = canShoot();
    const marked = draft.balls.length || draft.off_table.length || draft.call_ball !== null;
    const list = [];
    const add = (name, text, onTap, enabled, cls) => {
      const b = button(text, onTap, cls || "");
      b.dataset.action = name;
      b.disabled = !enabled;
      list.push(b);
      return b;
    };
    if (shoot && breakingNow() && !marked) {
      add("break-ok", h.cue_and_two_to_rail ? t("safety_break") : t("dry_break"), () => recordBreak(true), true, "wide");
      add("break-short", h.cue_and_two_to_rail ? t("breaking_foul") : t("short_break"), () => recordBreak(false), true, "foulish");
    }
    add("record", marked ? t("record") : t("miss"), () => record({}), shoot, "primary wide");
    add("scratch", t("scratch"), () => record({ cue: "pocketed" }), shoot, "foulish");
    add("cue-off", t("cue_off"), () => record({ cue: "off-table" }), shoot, "foulish");
    add("foul", t("foul_menu"), openFouls, shoot && h.fouls.length > 0, "foulish");
    add("safety", t("safety"), () => record({ safety: true }), shoot && s.phone.entry.safety_allowed);
    if (!ahead()) add("push-out", t("push_out"), () => record({ push_out: true }), shoot && s.phone.entry.push_out_allowed);
    if (callsPossible()) {
      add("called-missed", t("called_missed"), () => { missMode = !missMode && callsPossible(); draw(); },
        shoot && !breakingNow(), missMode ? "on" : "");
    }
    add("off-table", t("off_table"), () => { offTableMode = !offTableMode; draw(); }, shoot, offTableMode ? "on" : "");
    if (h.declare_group) {
      for (const g of ["solids", "stripes"]) {
        add("declare-" + g, t("plays_" + g), () => {
          draft.declared_group = draft.declared_group === g ? null : g;
          draw();
        }, shoot, draft.declared_group === g ? "on" : "");
      }
    }
    add("clear", t("clear"), clearDraft, shoot && !!marked);
    const undoable = s.phone.entry.can_undo || queue.length > 0;
    add("undo", t("undo"), undo, isPen() && (undoable || !!marked) && s.phone.set_up && !!s.phone.match_id);
    if (s.phone.entry.can_redo && !queue.length) {
      add("redo", t("redo"), () => enqueue({ kind: "redo" }, t("label_redo")), isPen());
    }
    return list;
  }

  // where no shot can be entered (a choice, the lag, the match over): undo, or redo, only
  function undoButtons(s) {
    const list = [];
    const e = s.phone.entry;
    if (!s.phone.match_id) return list;  // a match put away is final: nothing to correct
    const undo = button(t("undo"), () => enqueue({ kind: "undo" }, t("label_undo")), "");
    undo.dataset.action = "undo";
    undo.disabled = !(e.can_undo || queue.length > 0) || !s.phone.set_up || !s.phone.match_id;
    list.push(undo);
    // a won match stays open for an undo until the players confirm its result (or the next
    // match starts on the table)
    if (s.match.over && s.phone.match_id && !queue.length) {
      const confirm = button(t("confirm_result"), confirmResult, "primary wide");
      confirm.dataset.action = "confirm";
      list.push(confirm);
    }
    if (e.can_redo && !queue.length) {
      const redo = button(t("redo"), () => enqueue({ kind: "redo" }, t("label_redo")), "");
      redo.dataset.action = "redo";
      list.push(redo);
    }
    return list;
  }

  function choiceButtons(s, h) {
    const list = [];
    const names = s.players.map((p) => p.name);
    const pending = s.table.pending_choice;
    let label = "";
    if (asking) {
      label = t("which_called");
      for (const ball of asking) list.push(button(t("ball_on", ball), () => chooseCall(ball), "choice-ball"));
    } else if (pending) {
      label = t("chooses", names[pending.chooser], t("reason." + pending.reason));
      if (h.pick) label += " " + t("hint_pick", h.pick);
      for (const o of pending.options) {
        if (o === "equalise" && h.pick) continue;
        const b = button(t("option." + o), () => enqueue({ kind: "choice", option: o }, t("label_choice", t("option." + o))), "primary");
        b.dataset.option = o;
        b.disabled = !isPen();
        list.push(b);
      }
    } else if (s.table.awaiting_lag) {
      label = t("lag_title");
      for (const i of [0, 1]) {
        for (const breaks of [true, false]) {
          const text = t(breaks ? "lag_breaks" : "lag_passes", names[i]);
          const b = button(text, () => enqueue({ kind: "lag", winner: i, breaks: breaks }, t("label_lag", text)), "primary");
          b.dataset.lag = i + (breaks ? "-breaks" : "-passes");
          b.disabled = !isPen();
          list.push(b);
        }
      }
    } else if (s.match.rack_only && !s.match.over) {
      label = t("rack_only");
      for (const i of [0, 1]) {
        for (const delta of [1, -1]) {
          const text = t(delta > 0 ? "rack_plus" : "rack_minus", names[i]);
          const b = button(text, () => enqueue({ kind: "rack-point", player: i, delta: delta }, text), delta > 0 ? "primary" : "");
          b.dataset.rack = i + (delta > 0 ? "+" : "-");
          b.disabled = !isPen();
          list.push(b);
        }
      }
    }
    return [label, list];
  }

  function entryText(s, h) {
    if (s.match.over) return overText(s);
    if (note) return note;
    const d = draft;
    const parts = [];
    if (d.call_ball !== null) parts.push(t("called", d.call_ball, d.call_pocket ? t("pocket." + d.call_pocket) : "?"));
    if (d.balls.length) parts.push(t("made", d.balls.map((b) => b + (d.pockets[b] ? " → " + t("pocket." + d.pockets[b]) : "")).join(", ")));
    if (d.off_table.length) parts.push(t("off", d.off_table.slice().sort((a, b) => a - b).join(", ")));
    if (d.declared_group) parts.push(t("group." + d.declared_group));
    if (offTableMode) parts.push(t("hint_off_table"));
    if (missMode) parts.push(t("hint_miss_mode"));
    if (parts.length) return parts.join(" · ");
    if (breakingNow()) return t("hint_break");
    return h.call_required ? t("hint_call") : t("hint_shot");
  }

  function drawQueue() {
    app.dataset.waiting = String(queue.length);
    $("queue-box").hidden = !queue.length;
    setText($("queue-count"), queue.length === 1 ? t("waiting_one") : t("waiting_many", queue.length));
    setText($("queue-note"), offline() && ahead() ? t("waiting_offline") : t("waiting_note"));
    const key = queue.map((q) => q.id).join();
    const list = $("queue-list");
    if (list.dataset.key !== key) {
      list.dataset.key = key;
      list.replaceChildren(...queue.map((q) => el("li", "", q.label)));
    }
    const box = $("refusals");
    box.hidden = !refusals.length;
    box.replaceChildren(...refusals.map((r) => el("p", "", t("not_recorded", r.label, r.text))));
    if (refusals.length) box.append(button(t("dismiss"), () => { refusals = []; draw(); }, "small"));
  }

  // the shot clock counts down from the app's reading, on this device's own clock (a few times
  // a second: a phone's battery lasts the evening)
  let clockFrame = 0;
  let noClock = null;  // the match the app said has no shot clock
  function clockSeconds(c) {
    if (!c) return null;
    let ms = c.remaining_ms;
    if (c.running && current && current.received_at !== undefined) ms -= performance.now() - current.received_at;
    return Math.max(0, Math.ceil(ms / 1000));
  }
  function tickClock() {
    clockFrame = 0;
    const c = current && current.clock;
    const seconds = clockSeconds(c);
    const box = $("clock-box");
    if (!c) { box.dataset.phase = "idle"; setText($("clock-seconds"), t("clock")); return; }
    let phase = c.phase;
    if (c.running && seconds <= (c.countdown_from_s || 0)) phase = "countdown";
    else if (c.running && c.warning_at_s !== null && seconds <= c.warning_at_s) phase = "warning";
    if (c.running && seconds === 0) phase = "expired";
    box.dataset.phase = phase;
    let text = String(seconds);
    if (phase === "paused") text += " · " + t("clock_paused");
    if (phase === "expired") text = t("clock_expired");
    setText($("clock-seconds"), text);
    if (c.running && seconds > 0) clockFrame = setTimeout(tickClock, 200);
  }
  function drawClock(s) {
    const c = s.clock;
    const box = $("clock-box");
    const pen = isPen() && !s.match.over && s.phone.set_up && noClock !== s.phone.match_id
      && s.phone.clock_enabled !== false;
    box.hidden = !c && !pen;
    if (!c) box.dataset.phase = "idle";
    const list = [];
    const add = (action, text) => {
      const b = button(text, () => clockAction(action), "clock-button");
      b.dataset.clock = action;
      list.push(b);
    };
    if (pen) {
      if (!c || c.phase === "expired") add("start", t("clock_start"));
      else if (c.phase === "paused") add("resume", t("clock_resume"));
      else add("pause", t("clock_pause"));
      const left = c && s.table.at_table !== null ? c.extensions_left[s.table.at_table] : 0;
      if (c && c.running && left > 0) add("extend", t("clock_extend", left));
      if (c) add("reset", t("clock_reset"));
    }
    const key = list.map((b) => b.dataset.clock + b.textContent).join();
    const holder = $("clock-buttons");
    if (holder.dataset.key !== key) {
      holder.dataset.key = key;
      redraw(holder, list);
    }
    clearTimeout(clockFrame);
    tickClock();
  }

  function draw() {
    if (!catalogue || app.dataset.screen !== "play") return;
    drawQueue();
    const s = current;
    const noMatch = !s || !s.phone || !s.phone.set_up;
    $("scores").hidden = noMatch;
    $("entry").hidden = noMatch;
    if (noMatch) $("entry-text").hidden = true;
    if (noMatch) {
      $("decision").hidden = false;
      $("clock-box").hidden = true;
      $("watch-box").hidden = true;
      $("decision-lines").replaceChildren(el("p", "line", t("no_match")));
      setText($("decision-rule"), "");
      keepAwake();
      return;
    }
    app.dataset.seq = String(s.seq);
    app.dataset.match = s.phone.match_id || "";
    app.dataset.role = s.phone.role || "";
    const h = s.phone.entry;
    drawPlayer(s, 0);
    drawPlayer(s, 1);
    drawMatchLine(s);
    drawDecision(s);
    drawClock(s);
    const pen = isPen();
    $("watch-box").hidden = pen;
    setText($("watch-text"), pen ? "" : t("role_watcher"));
    setText($("ask-pen"), t("ask_pen"));
    const [label, choices] = choiceButtons(s, h);
    $("choice-box").hidden = !choices.length && !label;
    setText($("choice-label"), label);
    redraw($("choice-buttons"), choices);
    // the table while a shot can be entered (or balls picked); a watcher sees it while in play
    const picking = h.pick > 0 && !!s.table.pending_choice;
    const inPlay = !s.match.rack_only && !s.table.awaiting_lag && !s.match.over;
    const shooting = inPlay && (pen ? canShoot() || picking : true);
    $("cloth").hidden = !shooting;
    $("actions").hidden = !pen;
    $("entry-text").dataset.mode = offTableMode ? "off-table" : missMode ? "miss" : "";
    setText($("entry-text"), pen && canShoot() ? entryText(s, h) : (s.match.over ? overText(s) : ""));
    $("entry-text").hidden = !$("entry-text").textContent;
    if (shooting) drawRack(s, h);
    const choosing = pen && afterPushOut();  // the other player's choice: the app's answer first
    if (choosing) setText($("entry-text"), t("push_out_waits"));
    $("entry-text").hidden = !$("entry-text").textContent;
    redraw($("actions"), pen && shooting && !picking && !choosing ? actionButtons(s, h)
      : pen ? undoButtons(s) : []);
    drawDetails(s, h);
    keepAwake();
  }

  // -- the screen kept on while a match is in play ------------------------------------------------
  // A browser gives a wake lock to a secure page only (https, or this computer's own address): on
  // a club's plain http address the page says how to keep the screen on instead. A lock ends when
  // the page is hidden; it is asked for again when the page is seen.
  let wakeLock = null;
  let wakeAsking = false;
  function awakeWanted() {
    const s = current;
    return app.dataset.screen === "play" && document.visibilityState === "visible"
      && !!s && !!s.phone && !!s.phone.set_up && !s.match.over;
  }
  function awakeShown(state) {
    app.dataset.awake = state;
    const note = $("awake-note");
    setText(note, state === "note" ? t("awake_note") : "");
    note.hidden = state !== "note";
  }
  async function keepAwake() {
    if (!awakeWanted()) {
      if (wakeLock) wakeLock.release().catch(() => {});
      wakeLock = null;
      awakeShown("");
      return;
    }
    if (!navigator.wakeLock || typeof navigator.wakeLock.request !== "function") {
      awakeShown("note");
      return;
    }
    if ((wakeLock && !wakeLock.released) || wakeAsking) return;
    wakeAsking = true;
    try {
      const lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => {
        if (wakeLock === lock) { wakeLock = null; awakeShown(""); }
      });
      wakeLock = lock;
      awakeShown("held");
    } catch (e) {
      awakeShown("note");  // refused (a battery saver, a policy): the note says what to do
    } finally {
      wakeAsking = false;
    }
    if (!awakeWanted()) keepAwake();
  }

  // -- start ---------------------------------------------------------------------------------------
  function translatePage() {
    document.documentElement.lang = catalogue.es === words ? "es" : "en";
    document.title = t("title", table);
    setText($("table-name"), t("table", table));
    setText($("loading"), t("loading"));
    setText($("pair-title"), t("pair_title", table));
    setText($("pair-hint"), t("pair_hint"));
    setText($("pair-code-label"), t("pair_code"));
    setText($("pair-device-label"), t("pair_device"));
    $("pair-device").placeholder = t("pair_device_hint");
    setText($("pair-watch-label"), t("pair_watch"));
    setText($("pair-button"), t("pair_button"));
    setText($("sheet-cancel"), t("close"));
    $("menu-button").setAttribute("aria-label", t("menu"));
    setConn(app.dataset.conn);
  }

  async function start() {
    try {
      const reply = await fetch("/phone/static/phone-text.json");
      catalogue = await reply.json();
    } catch (e) {
      catalogue = { en: {}, es: {} };
    }
    const wanted = (params.get("lang") || navigator.language || "en").slice(0, 2).toLowerCase();
    words = catalogue[wanted] || catalogue.en;
    translatePage();
    $("pair-form").addEventListener("submit", pair);
    document.addEventListener("visibilitychange", keepAwake);
    $("ask-pen").addEventListener("click", askPen);
    $("menu-button").addEventListener("click", openMenu);
    $("sheet-cancel").addEventListener("click", closeSheet);
    $("sheet").addEventListener("click", (event) => { if (event.target === $("sheet")) closeSheet(); });
    for (const p of document.querySelectorAll(".pocket")) p.addEventListener("click", () => tapPocket(p.dataset.pocket));
    // the code of the desk's QR code comes in the fragment: read, then taken off the address
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
    const code = fragment.get("pair");
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
    $("pair-code").value = code && /^[0-9]{6}$/.test(code) ? code : "";
    $("pair-device").value = localStorage.getItem("pool-phone.v1.device") || "";  // a name is optional
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("/phone/sw.js", { scope: "/phone/" }).catch(() => {});
      navigator.serviceWorker.ready.then((reg) => {
        if (reg.active) reg.active.postMessage({ keep: location.pathname });
      }).catch(() => {});
    }
    if (pairing && !code) {
      showPlay();
      connect();
      fetchState();
      pump();
    } else showPairing("");
  }
  start();
})();
