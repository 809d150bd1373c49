// The page's own words. The server's JSON may carry `words` in the reader's language
// (the message catalogue); these are the English ones it falls back to.
export const WORDS = {
  gone: "This link does not open a table. Ask the bot for a new one: the Play button or /next.",
  offline: "The table cannot be reached. Trying again…",
  stale: "The game changed; here is the new position.",
  done: "Your move is played: {words}",
  changed: "The board was updated.",
  yourTurn: "Your turn.",
  choose: "Choose:",
  confirm: "Confirm",
  back: "Back",
  first: "First",
  forward: "Forward",
  last: "Last",
  position: "Position {n} of {total}",
  start: "The starting position.",
  handAlt: "Your hand",
  signingIn: "Signing in with Discord…",
  signInFailed: "Signing in with Discord did not work. Close the activity and open it again.",
  handTitle: "Your hand",
  offersTitle: "Offers and invitations",
  playersTitle: "Players",
  movesTitle: "Moves",
  replayControls: "Step through the game",
  toMove: "to move",
  computer: "computer",
  planStart: "Plan a reply",
  planConfirm: "Confirm plan",
  planThen: "Then if they play…",
  planAnother: "Plan another",
  planDone: "Done",
  plansTitle: "Your planned replies (only you see them)",
  plansClear: "Clear",
};

export function say(words, key, values = {}) {
  const text = (words && words[key]) || WORDS[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}
