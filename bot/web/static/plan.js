// Planned replies on the player's own page (docs/planned-replies.md): after one's own move,
// "Plan a reply": their move tapped on the board (the same spots and list as a move), then
// one's reply on the board after it, the preview after both, Confirm plan; "Then if they
// play…" extends that line, "Plan another" starts a new one. The list of one's plans with
// Clear. The server sends plans only to their planner; nothing here is ever shown to
// anyone else.
import { say } from "./words.js";

const $ = (id) => document.getElementById(id);

export class Planner {
  constructor(table) {
    this.table = table;
    this.active = false;
    this.step = null; // the server's last answer: {stage, line, them, mine, back, preview...}
    this.next = null; // after Confirm plan: the line the next pair would extend
    this.seq = 0;
    $("plan-start").addEventListener("click", () => this.start(""));
    $("plan-back").addEventListener("click", () => this.back());
    $("plan-confirm").addEventListener("click", () => this.confirm());
    $("plan-then").addEventListener("click", () => this.start(this.next || ""));
    $("plan-another").addEventListener("click", () => this.start(""));
    $("plan-done").addEventListener("click", () => this.finish());
    $("plans-clear").addEventListener("click", () => this.clear());
  }

  get words() {
    return this.table.words;
  }

  // The state's `plans` (null on every page but the planner's own): the offer and the list.
  render(plans) {
    $("plan-start").textContent = say(this.words, "planStart");
    $("plans-title").textContent = say(this.words, "plansTitle");
    $("plans-clear").textContent = say(this.words, "plansClear");
    $("plan-offer").hidden = this.active || !(plans && plans.may_plan);
    this.list(plans ? plans.lines : []);
    if (!this.active) $("plan").hidden = true;
  }

  list(lines) {
    $("plans").replaceChildren(
      ...(lines || []).map((line) => {
        const item = document.createElement("li");
        item.textContent = line.words;
        if (line.depth) item.classList.add("then");
        return item;
      }),
    );
    $("plans-area").hidden = !(lines || []).length;
  }

  async start(line) {
    this.active = true;
    this.next = null;
    this.table.notice(null);
    $("plan-offer").hidden = true;
    $("step").hidden = true;
    await this.fetch(line, [], []);
  }

  async fetch(line, them, mine) {
    const seq = ++this.seq;
    const answer = await this.table.api.planStep(this.table.version, line, them, mine);
    if (seq !== this.seq || !this.active) return;
    if (answer.status === 200 && answer.body) {
      await this.show(answer.body);
      this.table.ready(this.table.version);
    } else {
      await this.refused(answer);
    }
  }

  async refused(answer) {
    const error = (answer.body && answer.body.error) || say(this.words, answer.status === 0 ? "offline" : "stale");
    this.active = false;
    await this.table.load(error, "error");
  }

  async show(step) {
    this.step = step;
    const words = this.words;
    $("plan").hidden = false;
    $("plan-after").textContent = step.after || "";
    $("plan-after").hidden = !step.after;
    $("plan-then").hidden = true;
    $("plan-another").hidden = true;
    $("plan-done").textContent = say(words, "planDone");
    $("plan-back").textContent = say(words, "back");
    $("plan-back").hidden = !step.back;
    const board = this.table.board;
    if (step.preview) {
      board.clearSpots();
      $("plan-so-far").hidden = true;
      $("plan-prompt").hidden = true;
      $("plan-choices").replaceChildren();
      $("plan-words").textContent = step.preview.words;
      $("plan-words").hidden = false;
      $("plan-confirm").textContent = say(words, "planConfirm");
      $("plan-confirm").hidden = false;
      $("plan-confirm").disabled = false;
      await board.show(step.preview.url, step.preview.alt);
      $("board-area").scrollIntoView({ block: "start" });
      $("plan-confirm").focus({ preventScroll: true });
      return;
    }
    $("plan-words").hidden = true;
    $("plan-confirm").hidden = true;
    $("plan-so-far").textContent = (step.so_far || []).join(" → ");
    $("plan-so-far").hidden = !(step.so_far || []).length;
    $("plan-prompt").textContent = step.prompt || say(words, "choose");
    $("plan-prompt").hidden = false;
    const choices = step.choices || [];
    const pick = (token) => this.pick(token);
    $("plan-choices").replaceChildren(
      ...choices.map((choice) => {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "choice";
        button.textContent = choice.label;
        button.addEventListener("click", () => pick(choice.token));
        return button;
      }),
    );
    const shown = step.board ? board.show(step.board.url, step.board.alt) : Promise.resolve();
    board.setSpots(choices.filter((c) => Array.isArray(c.box) && c.picture !== "hand"), pick);
    await shown;
  }

  pick(token) {
    const step = this.step;
    if (!step) return undefined;
    this.table.notice(null);
    if (step.stage === "t") return this.fetch(step.line, [...step.them, token], []);
    return this.fetch(step.line, step.them, [...step.mine, token]);
  }

  back() {
    const step = this.step;
    if (!step || !step.back) return undefined;
    this.table.notice(null);
    return this.fetch(step.line, step.back.them, step.back.mine);
  }

  async confirm() {
    const button = $("plan-confirm");
    const step = this.step;
    if (button.disabled || !step) return;
    button.disabled = true; // one tap, one plan
    const answer = await this.table.api.plan(this.table.version, step.line, step.them, step.mine);
    const body = answer.body || {};
    if (answer.status !== 200 || !body.ok) {
      await this.refused(answer);
      return;
    }
    this.next = body.then ? body.line : null;
    this.table.notice(body.words || "", "ok");
    button.hidden = true;
    $("plan-back").hidden = true;
    $("plan-then").textContent = say(this.words, "planThen");
    $("plan-then").hidden = !this.next;
    $("plan-another").textContent = say(this.words, "planAnother");
    $("plan-another").hidden = false;
    const listed = await this.table.api.plans();
    if (listed.status === 200 && listed.body) this.list(listed.body.lines);
    this.table.ready(this.table.version);
  }

  // Back to the game as it stands.
  async finish() {
    this.active = false;
    this.step = null;
    ++this.seq;
    await this.table.load();
  }

  async clear() {
    const answer = await this.table.api.clearPlans();
    const body = answer.body || {};
    this.active = false;
    await this.table.load(body.error || body.words || "", body.ok ? "ok" : "error");
  }
}
