//! Shared by the `service_*` tests: a service over a real temporary SQLite file.
#![allow(dead_code)]

use breaker::games::{AnyPosition, GameKind};
use breaker::i18n::{Arg, Message, Span, Text};
use breaker::service::{
    ChallengeOptions, ColorChoice, Config, Ctx, ManualClock, Reply, Service, User,
};
use breaker::store::{GameId, GameRow, MoveRow, Store};
use std::path::PathBuf;

pub const GUILD: u64 = 10;
pub const CHANNEL: u64 = 20;
pub const OTHER_CHANNEL: u64 = 21;
pub const BOT: u64 = 1;

/// Every test user and their id: one id each, so two names are never one user (the
/// ladder's six at 500.., the moderator at 900).
pub const CAST: [(&str, u64); 12] = [
    ("alice", 100),
    ("bob", 200),
    ("carol", 300),
    ("dave", 400),
    ("ann", 500),
    ("ben", 501),
    ("cat", 502),
    ("dan", 503),
    ("eve", 504),
    ("fay", 505),
    ("erin", 600),
    ("mona", 900),
];

/// The test user `name`; a name not in [`CAST`] is a mistake in the test.
pub fn user(name: &str) -> User {
    let id = CAST
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, id)| *id)
        .unwrap_or_else(|| panic!("`{name}` is not in the cast: give them an id in CAST"));
    User::new(id, name)
}

/// `name` in the test channel.
pub fn ctx(name: &str) -> Ctx {
    Ctx::new(Some(GUILD), CHANNEL, user(name))
}

/// `name` in another channel of the same server.
pub fn elsewhere(name: &str) -> Ctx {
    Ctx::new(Some(GUILD), OTHER_CHANNEL, user(name))
}

pub struct Harness {
    pub dir: tempfile::TempDir,
    pub service: Service,
}

impl Harness {
    pub fn new() -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let service = open(&dir.path().join("breaker.db"));
        Harness { dir, service }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.path().join("breaker.db")
    }

    /// Drops the service and its store, and opens the file again (a restart).
    pub fn restart(&mut self) {
        let path = self.path();
        self.service = open(&path);
    }

    pub async fn game(&self, id: GameId) -> GameRow {
        game(&self.service, id).await
    }

    pub async fn moves(&self, id: GameId) -> Vec<MoveRow> {
        self.service
            .store()
            .call(move |db| db.moves(id))
            .await
            .unwrap()
    }

    /// The ids of every game in the test channel, oldest first.
    pub async fn game_ids(&self) -> Vec<GameId> {
        self.service
            .store()
            .call(|db| db.games_in_channel(CHANNEL, false))
            .await
            .unwrap()
            .into_iter()
            .map(|g| g.id)
            .collect()
    }

    /// Every game row and move, to check that a refusal changed nothing.
    pub async fn snapshot(&self) -> Vec<(GameRow, Vec<MoveRow>)> {
        self.service
            .store()
            .call(|db| {
                let mut all = Vec::new();
                for ch in [CHANNEL, OTHER_CHANNEL] {
                    for g in db.games_in_channel(ch, false)? {
                        let m = db.moves(g.id)?;
                        all.push((g, m));
                    }
                }
                Ok(all)
            })
            .await
            .unwrap()
    }

    /// A Breakthrough (or Breach) game between `white` and `black`, accepted.
    pub async fn started(
        &self,
        kind: breaker::games::GameKind,
        size: &str,
        white: &str,
        black: &str,
    ) -> GameId {
        let invite = self
            .service
            .games()
            .challenge(
                &ctx(white),
                &user(black),
                kind,
                Some(size),
                Some(breaker::service::ColorChoice::White),
                None,
            )
            .await
            .unwrap();
        assert!(!invite.ephemeral, "{}", invite.content);
        let id = game_id(&invite);
        let start = self
            .service
            .games()
            .accept(&ctx(black), Some(&id.to_string()))
            .await
            .unwrap();
        assert!(!start.ephemeral, "{}", start.content);
        id
    }
}

/// A service on `path` whose time is `clock`'s.
pub fn open_clocked(path: &std::path::Path, clock: &ManualClock) -> Service {
    let store = Store::open(path).unwrap();
    let config = Config::new(User::bot(BOT, "Breaker"));
    Service::with_clock(store, config, std::sync::Arc::new(clock.clone()))
}

/// Game `id` as stored.
pub async fn game(s: &Service, id: GameId) -> GameRow {
    s.store()
        .call(move |db| db.game(id))
        .await
        .unwrap()
        .unwrap()
}

pub fn open(path: &std::path::Path) -> Service {
    let store = Store::open(path).unwrap();
    let mut config = Config::new(User::bot(BOT, "Breaker"));
    config.ai_move_time = std::time::Duration::from_millis(50);
    Service::new(store, config)
}

/// `from`'s challenge to `to`: a game of `kind` on `size` with `clock` (`None`: the
/// default), `from` White, no thread.
pub async fn invite_to(
    s: &Service,
    from: &Ctx,
    to: &User,
    kind: GameKind,
    size: &str,
    clock: Option<&str>,
) -> Reply {
    s.games()
        .challenge_with(
            from,
            to,
            kind,
            &ChallengeOptions {
                size: Some(size),
                color: Some(ColorChoice::White),
                clock,
                thread: Some(false),
                ..ChallengeOptions::default()
            },
        )
        .await
        .unwrap()
}

/// `white`'s challenge to `black` (Breakthrough 3x5, `clock`), accepted: the game's
/// number. Both the invite and the start are public posts.
pub async fn accepted(s: &Service, white: &str, black: &str, clock: Option<&str>) -> GameId {
    let invite = invite_to(
        s,
        &ctx(white),
        &user(black),
        GameKind::Breakthrough,
        "3x5",
        clock,
    )
    .await;
    assert!(!invite.ephemeral, "{}", invite.content);
    let id = game_id(&invite);
    let started = s
        .games()
        .accept(&ctx(black), Some(&id.to_string()))
        .await
        .unwrap();
    assert!(!started.ephemeral, "{}", started.content);
    id
}

/// The game an invite is about, from its Accept button.
pub fn game_id(invite: &Reply) -> GameId {
    let b = invite.buttons.first().expect("an invite has buttons");
    b.custom_id.split_once(':').unwrap().1.parse().unwrap()
}

/// `reply` refuses with message `id` (whatever the language), shown only to the caller.
pub fn refused_with(reply: &Reply, id: &str) {
    assert!(
        reply.ephemeral,
        "expected a refusal, got: {}",
        reply.content
    );
    assert!(reply.board.is_none() && reply.mentions.is_empty() && reply.follow_up.is_none());
    assert!(
        reply.content.message(id).is_some(),
        "expected {id}, got: {}",
        reply.content
    );
}

/// Asserts `reply` is a refusal mentioning `needle`, shown only to the caller: for tests
/// whose point is the wording; [`refused_with`] says which message.
pub fn refused(reply: &Reply, needle: &str) {
    assert!(
        reply.ephemeral,
        "expected a refusal, got: {}",
        reply.content
    );
    assert!(reply.board.is_none() && reply.mentions.is_empty() && reply.follow_up.is_none());
    assert!(
        reply
            .content
            .to_string()
            .to_lowercase()
            .contains(&needle.to_lowercase()),
        "expected `{needle}` in: {}",
        reply.content
    );
}

/// Asserts the PNG decodes.
pub fn decodes(reply: &Reply) -> (u32, u32) {
    let board = reply.board.as_ref().expect("a board");
    let img = image::load_from_memory(&board.png).expect("a decodable PNG");
    (img.width(), img.height())
}

/// The position a game's log replays to.
pub fn replayed(game: &GameRow, moves: &[MoveRow]) -> AnyPosition {
    let mut pos = AnyPosition::parse(game.kind, &game.start_position).unwrap();
    for m in moves {
        pos = pos.play_text(&m.text).unwrap().0;
    }
    pos
}

/// The ids of the messages `text` says, nested ones too, in order.
pub fn ids(text: &Text) -> Vec<&'static str> {
    text.messages().iter().map(|m| m.id).collect()
}

/// Asserts `text` says message `id` (whatever the language): the first such message, to
/// look at its arguments.
#[track_caller]
pub fn said<'a>(text: &'a Text, id: &str) -> &'a Message {
    text.message(id)
        .unwrap_or_else(|| panic!("expected {id} among {:?} in: {text}", ids(text)))
}

/// Asserts `text` does not say message `id`.
#[track_caller]
pub fn not_said(text: &Text, id: &str) {
    assert!(text.message(id).is_none(), "did not expect {id} in: {text}");
}

/// Asserts `text` says message `id` with each of `args` (name, value in [`arg`]'s form);
/// other arguments may be anything.
#[track_caller]
pub fn said_with<'a>(text: &'a Text, id: &str, args: &[(&str, &str)]) -> &'a Message {
    said(text, id);
    text.messages()
        .into_iter()
        .find(|m| {
            m.id == id
                && args
                    .iter()
                    .all(|(name, want)| m.arg(name).is_some_and(|a| show(a) == *want))
        })
        .unwrap_or_else(|| {
            let each: Vec<_> = text
                .messages()
                .into_iter()
                .filter(|m| m.id == id)
                .map(|m| {
                    m.args
                        .iter()
                        .map(|(n, a)| (*n, show(a)))
                        .collect::<Vec<_>>()
                })
                .collect();
            panic!("expected {id} with {args:?}, got {each:?} in: {text}")
        })
}

/// Who is to move and which move it is, as a board post says it (`board-state-active`,
/// with a deadline or without): its `player` and `next` arguments, in [`arg`]'s form.
#[track_caller]
pub fn to_move(text: &Text) -> (String, String) {
    let m = text
        .messages()
        .into_iter()
        .find(|m| m.id == "board-state-active" || m.id == "board-state-active-due")
        .unwrap_or_else(|| panic!("no player to move in: {text}"));
    (arg(m, "player"), arg(m, "next"))
}

/// Argument `name` of `m` as a test compares it: a number's digits, a keyword as it is,
/// a decimal as `2.5`, text in its [`reference`] form (`<@100>`, `color-white`).
#[track_caller]
pub fn arg(m: &Message, name: &str) -> String {
    show(
        m.arg(name)
            .unwrap_or_else(|| panic!("{} has no ${name}: {:?}", m.id, m.args)),
    )
}

fn show(a: &Arg) -> String {
    match a {
        Arg::Number(n) => n.to_string(),
        Arg::Word(w) => w.to_string(),
        Arg::Decimal(units, places) => {
            let scale = 10i64.pow(u32::from(*places));
            let sign = if *units < 0 { "-" } else { "" };
            let (whole, frac) = (units.abs() / scale, units.abs() % scale);
            let frac = format!("{frac:0width$}", width = usize::from(*places));
            let frac = frac.trim_end_matches('0');
            if frac.is_empty() {
                format!("{sign}{whole}")
            } else {
                format!("{sign}{whole}.{frac}")
            }
        }
        Arg::Text(t) => reference(t),
    }
}

/// `t` as a test compares it: its reference form, but a message as its id (`color-white`),
/// with its arguments in parentheses if it has any, so no language is involved.
pub fn reference(t: &Text) -> String {
    let mut out = String::new();
    for span in t.spans() {
        match span {
            Span::Msg(m) if m.args.is_empty() => out.push_str(m.id),
            Span::Msg(m) => {
                let args: Vec<String> = m
                    .args
                    .iter()
                    .map(|(n, a)| format!("{n}={}", show(a)))
                    .collect();
                out.push_str(&format!("{}({})", m.id, args.join(", ")));
            }
            other => out.push_str(&Text::new().with(other.clone()).to_string()),
        }
    }
    out
}
