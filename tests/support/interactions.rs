//! INTERACTION_CREATE payloads as Discord sends them (every field serenity 0.12.5 needs to
//! deserialize them; a missing one makes serenity drop the event silently).

use super::fake_discord::{FakeDiscord, APP_ID, BOT_ID, BOT_NAME};
use super::registered::choice;
use serde_json::{json, Value};

pub const GUILD_ID: u64 = 800_000_000_000_000_001;
pub const CHANNEL_ID: u64 = 800_000_000_000_000_002;
/// "Manage Server" and the usual member permissions, as Discord computes them.
const PERMISSIONS: &str = "2248473465835073";

/// Discord's permission bits Breaker needs to post on its own and to open threads.
pub const SEND_MESSAGES: u64 = 1 << 11;
pub const ATTACH_FILES: u64 = 1 << 15;
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;

/// The interaction with Breaker's `app_permissions` in its channel as the usual ones
/// without `missing` (e.g. a channel where a moderator took Send Messages away from it).
pub fn without_app_permissions(mut body: Value, missing: u64) -> Value {
    let all: u64 = PERMISSIONS.parse().unwrap();
    body["app_permissions"] = json!((all & !missing).to_string());
    body
}

/// A server member who types commands.
#[derive(Debug, Clone, Copy)]
pub struct Person {
    pub id: u64,
    pub name: &'static str,
    pub bot: bool,
}

pub const ALICE: Person = Person {
    id: 700_000_000_000_000_001,
    name: "alice",
    bot: false,
};
pub const BOB: Person = Person {
    id: 700_000_000_000_000_002,
    name: "bob",
    bot: false,
};
/// Someone in the server who plays in no game here (a moderator in some tests).
pub const CAROL: Person = Person {
    id: 700_000_000_000_000_003,
    name: "carol",
    bot: false,
};
pub const DAVE: Person = Person {
    id: 700_000_000_000_000_004,
    name: "dave",
    bot: false,
};
/// The bot's own user, as a `/challenge opponent:` (to play the AI).
pub const BREAKER: Person = Person {
    id: BOT_ID,
    name: BOT_NAME,
    bot: true,
};

impl Person {
    pub fn mention(self) -> String {
        format!("<@{}>", self.id)
    }

    fn user(self) -> Value {
        json!({
            "id": self.id.to_string(), "username": self.name, "global_name": self.name,
            "discriminator": "0", "avatar": null, "public_flags": 0, "bot": self.bot,
        })
    }

    /// A guild member object; `with_user` as in `member`, without as in `resolved.members`.
    fn member(self, with_user: bool) -> Value {
        let mut m = json!({
            "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00", "deaf": false, "mute": false,
            "flags": 0, "pending": false, "permissions": PERMISSIONS, "nick": null, "avatar": null,
            "communication_disabled_until": null, "premium_since": null,
        });
        if with_user {
            m["user"] = self.user();
        }
        m
    }
}

/// One slash-command option as Discord sends it: (name, type, value).
/// Types: 3 string, 4 integer, 6 user.
pub type Opt = (&'static str, u8, Value);

/// The fields every interaction carries.
fn base(fake: &FakeDiscord, kind: u8, who: Person) -> (String, Value) {
    let id = fake.new_id().to_string();
    let body = json!({
        "id": id,
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": format!("token-{id}"),
        "version": 1,
        "guild_id": GUILD_ID.to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "channel": { "id": CHANNEL_ID.to_string(), "type": 0 },
        "member": who.member(true),
        "app_permissions": PERMISSIONS,
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
        "context": 0,
        "attachment_size_limit": 26_214_400,
    });
    (id, body)
}

/// The `data` of a command or autocomplete interaction.
fn command_data(name: &str, options: &[Opt], users: &[Person]) -> Value {
    let options: Vec<Value> = options
        .iter()
        .map(|(name, kind, value)| json!({ "name": name, "type": kind, "value": value }))
        .collect();
    let mut resolved = json!({});
    if !users.is_empty() {
        resolved["users"] = users
            .iter()
            .map(|p| (p.id.to_string(), p.user()))
            .collect::<serde_json::Map<_, _>>()
            .into();
        resolved["members"] = users
            .iter()
            .map(|p| (p.id.to_string(), p.member(false)))
            .collect::<serde_json::Map<_, _>>()
            .into();
    }
    json!({ "id": "600000000000000001", "name": name, "type": 1, "options": options, "resolved": resolved })
}

/// `/name option:value ...` typed by `who`; `users` are the user options, resolved.
/// Returns the interaction id and payload.
pub fn slash(
    fake: &FakeDiscord,
    who: Person,
    name: &str,
    options: &[Opt],
    users: &[Person],
) -> (String, Value) {
    let (id, mut body) = base(fake, 2, who);
    body["data"] = command_data(name, options, users);
    (id, body)
}

/// Autocomplete while `who` types `partial` into option `focused` of `/name`.
pub fn autocomplete(
    fake: &FakeDiscord,
    who: Person,
    name: &str,
    focused: &str,
    partial: &str,
) -> (String, Value) {
    let (id, mut body) = base(fake, 4, who);
    let mut data = command_data(name, &[], &[]);
    data["options"] = json!([{ "name": focused, "type": 3, "value": partial, "focused": true }]);
    body["data"] = data;
    (id, body)
}

/// `who` clicks the button `custom_id` under `message` (a Message object).
pub fn button(fake: &FakeDiscord, who: Person, custom_id: &str, message: Value) -> (String, Value) {
    let (id, mut body) = base(fake, 3, who);
    body["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
    body["message"] = message;
    (id, body)
}

/// The message Discord would show for an interaction response's `data` (so a test can click
/// its buttons).
pub fn message_from_response(fake: &FakeDiscord, data: &Value) -> Value {
    json!({
        "id": fake.new_id().to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "author": { "id": BOT_ID.to_string(), "username": BOT_NAME, "bot": true },
        "content": data.get("content").cloned().unwrap_or(json!("")),
        "timestamp": "2024-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": data.get("embeds").cloned().unwrap_or(json!([])),
        "components": data.get("components").cloned().unwrap_or(json!([])),
        "pinned": false,
        "type": 20,
        "flags": data.get("flags").cloned().unwrap_or(json!(0)),
        "application_id": APP_ID.to_string(),
        "webhook_id": APP_ID.to_string(),
    })
}

/// Moves an interaction (or a message) to `guild`'s channel `channel`: a second server.
pub fn in_guild(mut body: Value, guild: u64, channel: u64) -> Value {
    body["guild_id"] = json!(guild.to_string());
    body["channel_id"] = json!(channel.to_string());
    if body.get("channel").is_some() {
        body["channel"]["id"] = json!(channel.to_string());
    }
    if body.get("authorizing_integration_owners").is_some() {
        body["authorizing_integration_owners"] = json!({ "0": guild.to_string() });
    }
    body
}

/// Discord's interaction contexts: a server, the bot's DM, a DM or group DM between people.
pub const IN_SERVER: u8 = 0;
pub const IN_BOT_DM: u8 = 1;
pub const IN_PRIVATE_CHANNEL: u8 = 2;

/// Moves an interaction out of the server: into `channel` (a DM or group DM, of Discord
/// channel type `channel_type`: 1 DM, 3 group DM) in `context`, from a user who has
/// `installer`'s user install of Breaker (`authorizing_integration_owners` `{"1": id}`),
/// as Discord sends it: `user` and no `member`, no `guild_id`, no `guild_locale`.
pub fn in_private(
    mut body: Value,
    context: u8,
    channel: u64,
    channel_type: u8,
    installer: Person,
) -> Value {
    let user = body["member"]["user"].clone();
    let obj = body.as_object_mut().unwrap();
    obj.remove("member");
    obj.remove("guild_id");
    obj.remove("guild_locale");
    obj.insert("user".into(), user);
    obj.insert("context".into(), json!(context));
    obj.insert("channel_id".into(), json!(channel.to_string()));
    obj.insert(
        "channel".into(),
        json!({ "id": channel.to_string(), "type": channel_type }),
    );
    // What Breaker may do there: in a DM between people, nothing but answer.
    obj.insert("app_permissions".into(), json!("0"));
    obj.insert(
        "authorizing_integration_owners".into(),
        json!({ "1": installer.id.to_string() }),
    );
    if let Some(message) = obj.get_mut("message") {
        message.as_object_mut().unwrap().remove("guild_id");
        message["channel_id"] = json!(channel.to_string());
    }
    body
}

/// `who` sends the form `custom_id` (a modal) with `value` in its field `field`, from the
/// message `message` whose button opened it.
pub fn form(
    fake: &FakeDiscord,
    who: Person,
    custom_id: &str,
    field: &str,
    value: &str,
    message: Value,
) -> (String, Value) {
    let (id, mut body) = base(fake, 5, who);
    body["data"] = json!({
        "custom_id": custom_id,
        "components": [{ "type": 1, "components": [{ "type": 4, "custom_id": field, "value": value }] }],
    });
    body["message"] = message;
    (id, body)
}

/// How long an end-to-end test waits for the bot's answer.
pub const WAIT: std::time::Duration = std::time::Duration::from_secs(30);

/// A file of a message: its field name, file name and bytes.
pub type File = (String, String, Vec<u8>);

/// `/command sub option:value …` typed by `who` mentioning `users`, with Manage Server if
/// `manager`; the callback's `data`, and its files.
pub async fn subcommand(
    fake: &FakeDiscord,
    who: Person,
    manager: bool,
    command: &str,
    sub: &str,
    options: &[Opt],
    users: &[Person],
) -> (Value, Vec<File>) {
    let (id, mut body) = slash(fake, who, command, options, users);
    let inner = body["data"]["options"].clone();
    body["data"]["options"] = json!([{ "name": sub, "type": 1, "options": inner }]);
    // Manage Server (32) + View Channel (1024), or View Channel only. (The default
    // PERMISSIONS above lack Manage Server.)
    body["member"]["permissions"] = json!(if manager { "1056" } else { "1024" });
    let r = fake.push_and_callback(&id, body, WAIT).await;
    (r.json["data"].clone(), r.files)
}

/// `who`'s `/challenge` of `opponent` to 5×5 Breakthrough as `color`, with `more`
/// options, as registered in `commands`; the answer.
pub async fn challenge(
    fake: &FakeDiscord,
    commands: &Value,
    who: Person,
    opponent: Person,
    color: &str,
    more: &[Opt],
) -> super::fake_discord::Recorded {
    let mut opts: Vec<Opt> = vec![
        (
            "game",
            4,
            choice(commands, "challenge", "game", "Breakthrough"),
        ),
        ("opponent", 6, json!(opponent.id.to_string())),
        ("size", 3, json!("5x5")),
        ("color", 4, choice(commands, "challenge", "color", color)),
    ];
    opts.extend_from_slice(more);
    let (id, body) = slash(fake, who, "challenge", &opts, &[opponent]);
    fake.push_and_callback(&id, body, WAIT).await
}
