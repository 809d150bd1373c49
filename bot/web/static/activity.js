// The table inside Discord (an Activity): sign in through the Embedded App SDK, then the
// same table as a link's page, for the game of the channel the Activity was launched in.
import { DiscordSDK } from "./vendor/discord-embedded-app-sdk-2.5.0.js";
import { basePath, getJson, postJson, tableApi } from "./api.js";
import { Table } from "./table.js";
import { say } from "./words.js";

// The application id comes from our server; failing that, Discord serves an Activity
// from https://<application id>.discordsays.com, so it is the host's first label.
// The config also carries the page's words in the browser's language (nobody is signed in yet).
let words = null;

async function applicationId(base) {
  const answer = await getJson(`${base}/api/activity/config`);
  if (answer.status === 200 && answer.body && answer.body.words) words = answer.body.words;
  if (answer.status === 200 && answer.body && answer.body.client_id) return String(answer.body.client_id);
  const first = location.hostname.split(".")[0];
  return /^\d+$/.test(first) ? first : null;
}

function notice(text) {
  const line = document.getElementById("notice");
  line.textContent = text;
  line.hidden = false;
}

async function signIn(base, clientId) {
  if (!clientId) throw new Error("no application id");
  const sdk = new DiscordSDK(clientId);
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const answer = await postJson(`${base}/api/activity/session`, {
    code,
    channel_id: sdk.channelId,
    guild_id: sdk.guildId,
  });
  if (answer.status !== 200 || !answer.body || !answer.body.token) throw new Error("refused");
  if (answer.body.access_token) {
    await sdk.commands.authenticate({ access_token: answer.body.access_token });
  }
  return answer.body.token;
}

async function start() {
  const base = basePath();
  const clientId = await applicationId(base);
  notice(say(words, "signingIn"));
  let token;
  try {
    token = await signIn(base, clientId);
  } catch {
    notice(say(words, "signInFailed"));
    document.getElementById("table").setAttribute("aria-busy", "false");
    return;
  }
  const table = new Table(tableApi(base, token));
  await table.load(null);
  table.listen();
}

start();
