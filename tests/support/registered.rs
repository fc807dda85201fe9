//! What the bot registered with the fake Discord (its commands and their choices), and
//! how its answers are flagged.

use super::fake_discord::{FakeDiscord, APP_ID};
use super::interactions::GUILD_ID;
use serde_json::Value;
use std::time::Duration;

/// Discord's EPHEMERAL message flag.
const EPHEMERAL: u64 = 64;

/// The bot's `nth` registration of its commands in the test server (1 = the first; a
/// restarted bot registers again), as the list of commands it sent.
pub async fn registration(fake: &FakeDiscord, nth: usize) -> Value {
    let path = format!("/applications/{APP_ID}/guilds/{GUILD_ID}/commands");
    fake.wait_for(
        &format!("command registration #{nth}"),
        Duration::from_secs(60),
        |recs| {
            recs.iter()
                .filter(|r| r.method == "PUT" && r.path == path)
                .nth(nth - 1)
                .map(|r| r.json.clone())
        },
    )
    .await
}

/// The value of `/command option:` choice `name` as registered.
pub fn choice(commands: &Value, command: &str, option: &str, name: &str) -> Value {
    commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == command)
        .and_then(|c| c["options"].as_array())
        .and_then(|os| os.iter().find(|o| o["name"] == option))
        .and_then(|o| o["choices"].as_array())
        .and_then(|cs| cs.iter().find(|c| c["name"] == name))
        .map(|c| c["value"].clone())
        .unwrap_or_else(|| panic!("/{command} {option}: {name} is not registered"))
}

/// The value of choice `name` (any case) of option `option` of subcommand `sub` in the
/// registered command `command` (e.g. `/tournament-admin create format:`).
pub fn sub_choice(command: &Value, sub: &str, option: &str, name: &str) -> Value {
    let sub = command["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == sub)
        .unwrap();
    let option = sub["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == option)
        .unwrap();
    option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"].as_str().unwrap().eq_ignore_ascii_case(name))
        .unwrap_or_else(|| panic!("no choice {name} in {option}"))["value"]
        .clone()
}

/// Whether a message body (a callback's `data`, a follow-up) is visible to its caller only.
pub fn is_ephemeral(data: &Value) -> bool {
    data["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}
