// A finished game stepped through: first (the starting position), back, forward, last,
// with the move that led to each position and, for solved games, its exact value.
import { say } from "./words.js";

const $ = (id) => document.getElementById(id);

export class Replay {
  constructor(api, picture, wordsOf) {
    this.api = api;
    this.picture = picture;
    this.wordsOf = wordsOf;
    this.total = 0;
    this.at = 0;
    this.seq = 0;
    $("replay-first").addEventListener("click", () => this.go(0));
    $("replay-back").addEventListener("click", () => this.go(this.at - 1));
    $("replay-forward").addEventListener("click", () => this.go(this.at + 1));
    $("replay-last").addEventListener("click", () => this.go(this.total));
  }

  // positions: how many positions the game went through (the start counts), so the last
  // is positions - 1.
  open(positions) {
    const first = this.total === 0;
    const total = Math.max(0, positions - 1);
    this.total = total;
    $("replay").hidden = false;
    const words = this.wordsOf();
    $("replay-first").textContent = say(words, "first");
    $("replay-back").textContent = say(words, "back");
    $("replay-forward").textContent = say(words, "forward");
    $("replay-last").textContent = say(words, "last");
    return this.go(first ? total : Math.min(this.at, total));
  }

  async go(n) {
    if (n < 0 || n > this.total) return;
    const seq = ++this.seq;
    const answer = await this.api.replay(n);
    if (seq !== this.seq) return; // a later tap won
    if (answer.status !== 200 || !answer.body) return;
    const body = answer.body;
    this.at = n;
    await this.picture.show(body.url, body.alt);
    const words = this.wordsOf();
    $("replay-where").textContent = say(words, "position", { n, total: this.total });
    $("replay-move").textContent = n === 0 ? say(words, "start") : body.words || "";
    $("replay-value").textContent = body.value || "";
    $("replay-value").hidden = !body.value;
    $("replay-first").disabled = n === 0;
    $("replay-back").disabled = n === 0;
    $("replay-forward").disabled = n === this.total;
    $("replay-last").disabled = n === this.total;
    document.body.dataset.replay = String(n);
  }
}
