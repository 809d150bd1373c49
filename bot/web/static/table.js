// The table for one link: the board with the current step's spots, the same choices as a
// list of buttons, the preview with Confirm and Back, live updates, a hand, a replay.
// Everything the server sends is shown with textContent: names are text, never HTML.
import { Picture } from "./picture.js";
import { Planner } from "./plan.js";
import { Replay } from "./replay.js";
import { say } from "./words.js";

const $ = (id) => document.getElementById(id);
const RETRY_MS = [1000, 2000, 5000, 10000];

function fill(list, items, tag = "li") {
  list.replaceChildren(
    ...items.map((text) => {
      const item = document.createElement(tag);
      item.textContent = text;
      return item;
    }),
  );
}

function same(a, b) {
  return a.length === b.length && a.every((token, i) => token === b[i]);
}

export class Table {
  constructor(api) {
    this.api = api;
    this.data = null;
    this.words = null;
    this.path = []; // the tokens chosen so far (steps with one choice taken by the server)
    this.backTo = null; // where Back leads: a path, or null for nowhere
    this.seq = 0;
    this.coming = null; // the version our own Confirm made, being read
    this.failures = 0;
    this.board = new Picture($("board-area"), "board");
    this.hand = new Picture($("hand-area"), "hand");
    this.replay = new Replay(api, this.board, () => this.words);
    this.planner = new Planner(this);
    $("back").addEventListener("click", () => this.back());
    $("confirm").addEventListener("click", () => this.confirm());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.load();
    });
  }

  get version() {
    return this.data ? this.data.game.version : null;
  }

  notice(text, kind = "info") {
    const line = $("notice");
    line.textContent = text || "";
    line.dataset.kind = kind;
    line.hidden = !text;
  }

  // notice: the line to show with the new state; undefined keeps the one shown.
  async load(notice = undefined, kind = "info") {
    const seq = ++this.seq;
    const answer = await this.api.state();
    if (seq !== this.seq) return;
    if (answer.status === 0 || answer.status === 429 || answer.status >= 500) {
      // Offline, too many requests, or the server restarting: say so and try again.
      const error = answer.status === 429 && answer.body && answer.body.error;
      this.notice(error || say(this.words, "offline"), "error");
      setTimeout(() => this.load(notice, kind), RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]);
      return;
    }
    this.failures = 0;
    if (answer.status !== 200 || !answer.body || !answer.body.game) {
      this.gone(answer.body && answer.body.error);
      return;
    }
    this.data = answer.body;
    this.words = answer.body.words || null;
    this.path = [];
    this.planner.active = false; // a new state ends any plan being chosen
    if (notice !== undefined) this.notice(notice, kind);
    await this.render();
  }

  // Any bad address: the server's one answer, which says nothing about the game.
  gone(error) {
    this.data = null;
    document.title = "Pyramid Table";
    $("title").textContent = "Pyramid Table";
    for (const id of [
      "step",
      "replay",
      "hand-area",
      "offers-area",
      "players-area",
      "moves-area",
      "plan-offer",
      "plan",
      "plans-area",
    ]) {
      $(id).hidden = true;
    }
    $("board-area").hidden = true;
    fill($("lines"), []);
    this.notice(error || say(null, "gone"), "error");
    this.ready("gone");
  }

  // Marks what is drawn: the version shown, and a count of draws (tests wait on them).
  ready(version) {
    $("table").setAttribute("aria-busy", "false");
    document.body.dataset.version = String(version);
    document.body.dataset.shown = String(Number(document.body.dataset.shown || 0) + 1);
  }

  // The page's own words in the reader's language (the state carries them).
  translate(data) {
    if (data.language) document.documentElement.lang = data.language;
    $("hand-title").textContent = say(this.words, "handTitle");
    $("offers-title").textContent = say(this.words, "offersTitle");
    $("players-title").textContent = say(this.words, "playersTitle");
    $("moves-title").textContent = say(this.words, "movesTitle");
    $("replay-controls").setAttribute("aria-label", say(this.words, "replayControls"));
  }

  async render() {
    const data = this.data;
    document.title = `${data.game.title} #${data.game.id}`;
    $("title").textContent = data.game.title;
    this.translate(data);
    fill($("lines"), data.lines || []);
    this.renderPlayers(data.players || []);
    fill($("moves"), data.moves || []);
    $("moves-area").hidden = !(data.moves || []).length;
    this.renderOffers(data.offers || data.trades || []);
    $("hand-area").hidden = !data.hand;
    if (data.hand) await this.hand.show(data.hand.url, data.hand.alt || say(this.words, "handAlt"));
    this.hand.clearSpots();
    $("board-area").hidden = false;
    if (data.replay && data.game.over) {
      $("step").hidden = true;
      this.board.clearSpots();
      await this.replay.open(data.replay.length);
    } else {
      $("replay").hidden = true;
      await this.showStep(data.step);
    }
    this.planner.render(data.plans || null);
    this.ready(data.game.version);
  }

  renderPlayers(players) {
    const items = players.map((p) => {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = p.name;
      item.append(name);
      const notes = [
        p.on_turn ? say(this.words, "toMove") : "",
        p.computer ? say(this.words, "computer") : "",
        p.away || "",
      ].filter(Boolean);
      if (notes.length) {
        const note = document.createElement("span");
        note.className = "note";
        note.textContent = ` (${notes.join(", ")})`;
        item.append(note);
      }
      if (p.on_turn) item.classList.add("on-turn");
      return item;
    });
    $("players").replaceChildren(...items);
    $("players-area").hidden = !players.length;
  }

  // Offers and invitations for this player, in words; answering them is a step choice.
  renderOffers(offers) {
    const lines = offers.map((o) => (typeof o === "string" ? o : o.words || o.text || ""));
    fill($("offers"), lines.filter(Boolean));
    $("offers-area").hidden = !lines.length;
  }

  async showStep(step) {
    const section = $("step");
    this.path = step ? [...(step.path || [])] : [];
    this.backTo = step && Array.isArray(step.back) ? step.back : null;
    if (step && step.preview) {
      await this.showPreview(step);
      return;
    }
    // Every step before the preview is chosen on the board as it stands.
    const board = this.data ? this.board.show(this.data.board.url, this.data.board.alt) : null;
    if (!step) {
      section.hidden = true;
      this.board.clearSpots();
      this.hand.clearSpots();
      await board;
      return;
    }
    section.hidden = false;
    $("so-far").textContent = (step.so_far || []).join(" → ");
    $("so-far").hidden = !(step.so_far || []).length;
    $("prompt").textContent = step.prompt || say(this.words, "choose");
    $("prompt").hidden = false;
    $("preview-words").hidden = true;
    $("confirm").hidden = true;
    $("back").hidden = this.backTo === null;
    $("back").textContent = say(this.words, "back");
    const choices = step.choices || [];
    $("choices").replaceChildren(
      ...choices.map((choice) => {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "choice";
        button.textContent = choice.label;
        button.addEventListener("click", () => this.pick(choice.token));
        return button;
      }),
    );
    const placed = choices.filter((c) => Array.isArray(c.box));
    const pick = (token) => this.pick(token);
    this.board.setSpots(placed.filter((c) => c.picture !== "hand"), pick);
    this.hand.setSpots(placed.filter((c) => c.picture === "hand"), pick);
    await board;
  }

  async showPreview(step) {
    const preview = step.preview;
    $("step").hidden = false;
    this.board.clearSpots();
    this.hand.clearSpots();
    $("so-far").hidden = true;
    $("prompt").hidden = true;
    $("choices").replaceChildren();
    const words = $("preview-words");
    words.textContent = preview.words;
    words.hidden = false;
    $("confirm").textContent = say(this.words, "confirm");
    $("confirm").hidden = false;
    $("confirm").disabled = false;
    $("back").textContent = say(this.words, "back");
    $("back").hidden = this.backTo === null;
    await this.board.show(preview.url, preview.alt);
    // The board after the move, its words and Confirm fit a phone's screen from the top
    // of the board down; the focus goes to Confirm without scrolling past the board.
    $("board-area").scrollIntoView({ block: "start" });
    $("confirm").focus({ preventScroll: true });
  }

  async fetchStep(path) {
    const seq = ++this.seq;
    const answer = await this.api.step(this.version, path);
    if (seq !== this.seq) return;
    if (answer.status === 200 && answer.body) {
      await this.showStep(answer.body);
      this.ready(this.version);
    } else if (answer.status === 409) {
      await this.load(say(this.words, "stale"), "error");
    } else if (answer.status === 0) {
      this.notice(say(this.words, "offline"), "error");
    } else if (answer.body && answer.body.error) {
      await this.load(answer.body.error, "error");
    } else {
      this.gone(answer.body && answer.body.error);
    }
  }

  pick(token) {
    this.notice(null);
    return this.fetchStep([...this.path, token]);
  }

  back() {
    this.notice(null);
    if (this.backTo === null) return undefined;
    const first = this.data && this.data.step;
    if (first && same(this.backTo, first.path || [])) {
      ++this.seq; // the step the state came with: no need to ask again
      return this.showStep(first).then(() => this.ready(this.version));
    }
    return this.fetchStep(this.backTo);
  }

  async confirm() {
    const button = $("confirm");
    if (button.disabled) return;
    button.disabled = true; // one tap, one move
    const answer = await this.api.move(this.version, this.path);
    const body = answer.body || {};
    if (answer.status === 200 && body.ok) {
      this.coming = body.version; // its live event needs no second read
      await this.load(say(this.words, "done", { words: body.words || "" }), "ok");
    } else if (answer.status === 409) {
      await this.load(body.error || say(this.words, "stale"), "error");
    } else if (answer.status === 0) {
      button.disabled = false;
      this.notice(say(this.words, "offline"), "error");
    } else {
      button.disabled = false;
      this.notice(body.error || say(this.words, "stale"), "error");
    }
  }

  // Live updates: one event per stored change. EventSource reconnects by itself; after a
  // gap the state is read again, since changes may have been missed meanwhile.
  listen() {
    let lost = false;
    let attempt = 0;
    const open = () => {
      const source = new EventSource((this.data && this.data.events) || this.api.eventsUrl);
      source.addEventListener("open", () => {
        attempt = 0;
        if (lost) this.load();
        lost = false;
      });
      source.addEventListener("message", (event) => this.changed(event.data));
      source.addEventListener("version", (event) => this.changed(event.data));
      source.addEventListener("error", () => {
        lost = true;
        if (source.readyState === EventSource.CLOSED) {
          // The server refused the stream (a restart, a limit): open it again later.
          setTimeout(open, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
        }
      });
    };
    open();
  }

  changed(raw) {
    let version = null;
    try {
      const parsed = JSON.parse(raw);
      version = typeof parsed === "number" ? parsed : parsed && parsed.version;
    } catch {
      version = null;
    }
    if (version !== null && version !== undefined && (version === this.version || version === this.coming)) {
      return;
    }
    if (this.data && this.data.game.over) return; // a finished game does not change
    const start = this.data && this.data.step ? this.data.step.path || [] : [];
    const midMove = !same(this.path, start) || this.planner.active;
    return this.load(midMove ? say(this.words, "stale") : undefined, midMove ? "error" : "info");
  }
}
