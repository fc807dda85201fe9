//! Languages where they meet other features: a server's language chosen before a restart
//! still speaks after it (public posts, reminders), and the console's ladders and
//! tournaments speak its `--locale`.

#[path = "support/cli.rs"]
mod cli;
mod service_support;

use std::path::Path;

use breaker::i18n::Locale;
use breaker::service::{ManualClock, NoticeKind, Service, SettingsChange};
use breaker::store::GameId;
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

fn opened(path: &Path, clock: &ManualClock) -> Service {
    open_clocked(path, clock)
}

#[tokio::test]
async fn the_servers_language_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b.db");
    let clock = ManualClock::new(T0);
    let ru: Locale = "ru".parse().unwrap();

    // Before the restart: Russian chosen, a game started.
    let s = opened(&path, &clock);
    let change = SettingsChange {
        language: Some("ru".into()),
        ..SettingsChange::default()
    };
    let saved = s
        .settings_change(&ctx("carol").managing(true), &change)
        .await
        .unwrap();
    assert!(saved.ephemeral, "{}", saved.content);
    let id: GameId = accepted(&s, "alice", "bob", Some("3d")).await;
    drop(s);

    // After it: a new service on the same file. Discord says the server is Korean, but
    // the server chose Russian, so a public post is Russian.
    let s = opened(&path, &clock);
    let mut korean_server = ctx("alice");
    korean_server.guild_locale = Some("ko".parse().unwrap());
    assert_eq!(s.server_language(Some(GUILD)).await.unwrap(), ru);
    assert_eq!(s.reply_language(&korean_server, false).await.unwrap(), ru);
    let moved = s
        .games()
        .play_move(&korean_server, "b2-b3", None)
        .await
        .unwrap();
    assert!(!moved.ephemeral, "{}", moved.content);
    let words = moved.content.resolve(ru).to_string();
    assert!(
        words.starts_with(&format!(
            "#{id} Прорыв 3x5 · <@100> (белые) делает ход b2-b3. <@200> (чёрные), ваш ход, срок истекает "
        )),
        "{words}"
    );
    drop(s);

    // And once more: a reminder that falls due after another restart is Russian.
    let s = opened(&path, &clock);
    let due = game(&s, id)
        .await
        .timing
        .remind_at
        .expect("a reminder is scheduled");
    clock.set(due);
    let notices = s.correspondence().run_due().await.unwrap();
    let reminder = notices
        .iter()
        .find(|n| n.kind == NoticeKind::Reminder)
        .expect("a reminder");
    assert_eq!(reminder.language, ru);
    let words = reminder.text.resolve(reminder.language).to_string();
    assert!(
        words.starts_with(&format!("<@200>, ваш ход в партии #{id}")),
        "{words}"
    );
}

/// `breaker play --locale ru --moderators carol` at a fixed time, fed `script`.
fn play_ru(script: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "--locale",
        "ru",
        "--now",
        "2027-01-05T12:00:00Z",
        "--moderators",
        "carol",
    ];
    cli::console(dir.path(), &args, script)
}

#[test]
fn a_ladder_and_a_tournament_in_a_russian_console() {
    let script = "\
carol: /ladder-admin create name:spring game:breakthrough size:5x5
alice: /ladder join name:spring
bob: /ladder join name:spring
bob: /ladder challenge name:spring opponent:alice
alice: /resign confirm:yes
alice: /ladder standings name:spring
carol: /tournament-admin create name:cup game:breakthrough size:5x5 format:round-robin
alice: /tournament join name:cup
";
    let out = play_ru(script);
    let created = cli::after(
        &out,
        "carol: /ladder-admin create name:spring game:breakthrough size:5x5",
    );
    assert!(
        created.starts_with(
            "(видно только вам) Лестница spring создана: Прорыв 5x5, контроль `3d+1d`,"
        ),
        "{created}"
    );
    assert!(cli::after(&out, "alice: /ladder join name:spring")
        .starts_with("@alice теперь на лестнице spring, на 1-м месте"));
    let challenge = cli::after(&out, "bob: /ladder challenge name:spring opponent:alice");
    assert!(
        challenge.starts_with(
            "Лестница spring: @bob (2-е место) бросает вызов игроку на 1-м месте: @alice. #1 Прорыв 5x5 начинается сразу: @bob (белые) — @alice (чёрные)"
        ),
        "{challenge}"
    );
    let resigned = cli::after(&out, "alice: /resign confirm:yes");
    assert!(
        resigned.contains("Лестница spring: @bob занимает 1-е место; @alice опускается на 2-е."),
        "{resigned}"
    );
    let standings = cli::after(&out, "alice: /ladder standings name:spring");
    assert!(
        standings.starts_with("Лестница spring (2 игрока, сезон 1), страница 1 из 1:\n1. bob "),
        "{standings}"
    );
    // The tournament's words are being reworded elsewhere: Russian, naming the cup.
    let joined = cli::after(&out, "alice: /tournament join name:cup");
    assert!(
        joined.starts_with("@alice ") && joined.contains("турнир cup"),
        "{joined}"
    );
}
