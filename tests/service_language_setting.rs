//! `/settings change language:` and the words of correspondence in the server's language:
//! a chosen language is stored and used for public posts and notices, `auto` follows
//! Discord's server locale again, an unknown one is refused; replies resolved in Russian.

mod service_support;

use breaker::i18n::Locale;
use breaker::service::{Ctx, ManualClock, NoticeKind, Service, SettingsChange};
use breaker::store::DAY_MS;
use service_support::*;

const T0: i64 = 1_799_150_400_000; // 2027-01-05T12:00:00Z

fn clocked() -> (tempfile::TempDir, ManualClock, Service) {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(T0);
    let s = open_clocked(&dir.path().join("b.db"), &clock);
    (dir, clock, s)
}

fn admin(name: &str) -> Ctx {
    ctx(name).managing(true)
}

fn language(code: &str) -> SettingsChange {
    SettingsChange {
        language: Some(code.into()),
        ..SettingsChange::default()
    }
}

fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('а'..='я').contains(&c))
}

#[tokio::test]
async fn russian_chosen_for_the_server_speaks_in_public_posts_and_notices() {
    let (_dir, clock, s) = clocked();
    let ru: Locale = "ru".parse().unwrap();
    assert_eq!(
        s.server_language(Some(GUILD)).await.unwrap(),
        Locale::ENGLISH
    );

    let saved = s
        .settings_change(&admin("carol"), &language("ru"))
        .await
        .unwrap();
    assert!(saved.ephemeral, "{}", saved.content);
    assert!(
        saved.content.contains("- language: Русский"),
        "{}",
        saved.content
    );
    assert_eq!(s.server_language(Some(GUILD)).await.unwrap(), ru);
    // Discord's own server locale no longer decides: the choice wins.
    let mut korean_server = ctx("bob");
    korean_server.guild_locale = Some("ko".parse().unwrap());
    assert_eq!(s.reply_language(&korean_server, false).await.unwrap(), ru);

    // A public post (a vacation starting) in the server's language, with its numbers.
    let id = accepted(&s, "alice", "bob", Some("3d")).await;
    let post = s
        .correspondence()
        .vacation_start(&ctx("bob"), Some(5))
        .await
        .unwrap();
    assert!(!post.ephemeral, "{}", post.content);
    let words = post.content.resolve(ru).to_string();
    assert!(cyrillic(&words), "{words}");
    assert!(
        words.contains("<@200> уходит в отпуск и вернётся "),
        "{words}"
    );
    assert!(words.contains("1 партия на этом сервере ждёт"), "{words}");
    assert!(words.contains("останется: 9."), "{words}");
    assert!(!words.contains("vacation days"), "{words}");

    // A refusal with a count of days: "5 дней".
    let no = s
        .correspondence()
        .vacation_start(&ctx("alice"), Some(20))
        .await
        .unwrap();
    let words = no.content.resolve(ru).to_string();
    assert!(words.contains("Вы просите 20 дней"), "{words}");
    // The command as a Russian reader's menu shows it.
    assert!(words.contains("`/отпуск начать дни:14`"), "{words}");

    // Bob comes back; a reminder to Alice carries the server's language for delivery.
    s.correspondence().vacation_end(&ctx("bob")).await.unwrap();
    let due = game(&s, id).await.timing.remind_at.unwrap();
    clock.set(due);
    let notices = s.correspondence().run_due().await.unwrap();
    let reminder = notices
        .iter()
        .find(|n| n.kind == NoticeKind::Reminder)
        .expect("a reminder");
    assert_eq!(reminder.language, ru);
    let words = reminder.text.resolve(reminder.language).to_string();
    assert!(words.starts_with("<@100>, ваш ход в партии "), "{words}");
    assert!(words.contains("(белые)"), "{words}");

    // `/settings show` says the language chosen; `auto` follows Discord's again.
    let shown = s.settings_show(&admin("carol")).await.unwrap();
    assert!(
        shown.content.contains("- language: Русский"),
        "{}",
        shown.content
    );
    s.settings_change(&admin("carol"), &language("auto"))
        .await
        .unwrap();
    assert_eq!(
        s.server_language(Some(GUILD)).await.unwrap(),
        Locale::ENGLISH
    );
    assert_eq!(
        s.reply_language(&korean_server, false).await.unwrap(),
        "ko".parse().unwrap()
    );
    let shown = s.settings_show(&admin("carol")).await.unwrap();
    said_with(
        &shown.content,
        "settings-language-auto",
        &[("language", "English")],
    );
    // By the language's own name, too.
    s.settings_change(&admin("carol"), &language("한국어"))
        .await
        .unwrap();
    assert_eq!(
        s.server_language(Some(GUILD)).await.unwrap(),
        "ko".parse().unwrap()
    );
    let _ = DAY_MS;
}

#[tokio::test]
async fn an_unknown_language_is_refused_and_changes_nothing() {
    let (_dir, _clock, s) = clocked();
    s.settings_change(&admin("carol"), &language("ro"))
        .await
        .unwrap();
    let mut both = language("xx");
    both.vacation_days = Some(30);
    let no = s.settings_change(&admin("carol"), &both).await.unwrap();
    refused_with(&no, "settings-unknown-language");
    said_with(
        &no.content,
        "settings-unknown-language",
        &[("language", "`xx`")],
    );
    for listed in [
        "English (`en`)",
        "한국어 (`ko`)",
        "Русский (`ru`)",
        "Română (`ro`)",
        "`auto`",
    ] {
        assert!(no.content.contains(listed), "{listed}: {}", no.content);
    }
    assert_eq!(
        s.server_language(Some(GUILD)).await.unwrap(),
        "ro".parse().unwrap()
    );
    let stored = s.guild_settings(Some(GUILD)).await.unwrap();
    assert_eq!(stored.vacation_days, 14, "nothing changed");
    // Only managers choose the language.
    refused_with(
        &s.settings_change(&ctx("alice"), &language("ko"))
            .await
            .unwrap(),
        "settings-manage-server-only",
    );
}

#[tokio::test]
async fn a_rating_refusal_in_korean() {
    let (_dir, _clock, s) = clocked();
    let ko: Locale = "ko".parse().unwrap();
    let mut me = ctx("alice");
    me.locale = ko;
    let r = s
        .ratings()
        .rating(&me, None, None, None, None, None)
        .await
        .unwrap();
    assert!(r.ephemeral);
    let words = r.content.resolve(ko).to_string();
    assert!(
        words.starts_with("<@100> 님은 아직 이 서버에서 둔 레이팅 대국이 없습니다."),
        "{words}"
    );
}
