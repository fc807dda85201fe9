//! Ladders in `breaker play --moderators …` and `breaker standings`: a scripted session
//! with the forms, then the ladder exported as JSON and as a table.

use std::path::Path;

#[path = "support/cli.rs"]
mod cli;

fn play(script: &str, dir: &Path, moderators: &str) -> String {
    let args = ["--now", "2027-01-05T12:00:00Z", "--moderators", moderators];
    cli::console(dir, &args, script)
}

fn standings(dir: &Path, extra: &[&str]) -> cli::Run {
    cli::breaker(["standings", "--db"])
        .arg(dir.join("console.db"))
        .args(extra)
        .env_remove(&["DATABASE_PATH"])
        .in_dir(dir)
        .run()
}

#[test]
fn a_moderated_ladder_in_the_console_and_its_export() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
bob: /settings modlog channel:#mod-log
carol: /settings modlog channel:#mod-log
carol: /settings moderator-role role:@Ladder Mods
carol: /settings show
bob: /ladder-admin create name:spring game:breakthrough size:5x5
carol: /ladder-admin create name:spring game:breakthrough size:5x5
alice: /ladder join name:spring
bob: /ladder join name:spring
dave: /ladder join name:spring
dave: /ladder challenge name:spring opponent:zed
/ladder challenge name:spring opponent:bob
bob: /resign confirm:yes
dave: /ladder standings name:spring
alice: /ladder-admin kick name:spring player:bob reason:testing
alice: /ladder-admin log name:spring
/ladder list
/ladder dance name:spring
";
    let out = play(script, dir.path(), "alice,carol");
    // The moderation settings: moderators only, the same forms as on Discord.
    let no = cli::after(&out, "bob: /settings modlog channel:#mod-log");
    assert!(
        no.contains("Only moderators may use `/settings modlog`"),
        "{out}"
    );
    let saved = cli::after(&out, "carol: /settings modlog channel:#mod-log");
    assert!(
        saved.contains("moderator actions are posted in #mod-log"),
        "{saved}"
    );
    let role = cli::after(&out, "carol: /settings moderator-role role:@Ladder Mods");
    assert!(role.contains("moderator role @Ladder Mods"), "{role}");
    let shown = cli::after(&out, "carol: /settings show");
    assert!(
        shown.contains("moderator-role: @Ladder Mods") && shown.contains("modlog: #mod-log"),
        "{shown}"
    );
    assert!(
        cli::after(
            &out,
            "bob: /ladder-admin create name:spring game:breakthrough size:5x5"
        )
        .contains("Only moderators may use `/ladder-admin create`"),
        "{out}"
    );
    assert!(cli::after(
        &out,
        "carol: /ladder-admin create name:spring game:breakthrough size:5x5"
    )
    .contains("Ladder spring created"));
    assert!(cli::after(
        &out,
        "carol: /ladder-admin create name:spring game:breakthrough size:5x5"
    )
    .contains("[mod-log #mod-log] @carol created ladder spring"));
    assert!(cli::after(&out, "dave: /ladder join name:spring").contains("at position 3"));
    let far = cli::after(&out, "dave: /ladder challenge name:spring opponent:zed");
    assert!(far.contains("(only you can see this)"), "{far}");
    let started = cli::after(&out, "/ladder challenge name:spring opponent:bob");
    assert!(started.contains("begins at once"), "{started}");
    assert!(cli::after(&out, "bob: /resign confirm:yes").contains("resign"));
    let table = cli::after(&out, "dave: /ladder standings name:spring");
    assert!(table.contains("2. dave"), "{table}");
    assert!(table.contains("File: ") && dir.path().join("boards/standings.png").exists());
    assert!(cli::after(
        &out,
        "alice: /ladder-admin kick name:spring player:bob reason:testing"
    )
    .contains("off ladder spring"));
    assert!(cli::after(
        &out,
        "alice: /ladder-admin kick name:spring player:bob reason:testing"
    )
    .contains("[mod-log #mod-log]"));
    assert!(cli::after(&out, "alice: /ladder-admin log name:spring").contains("reason: testing"));
    assert!(cli::after(&out, "/ladder list").contains("2 players"));
    assert!(cli::after(&out, "/ladder dance name:spring").contains("needs a subcommand"));

    let json = standings(dir.path(), &["--ladder", "Spring", "--json"]);
    assert_eq!(json.status.code(), Some(0), "{}", json.stderr);
    // The fields in the order (a website reading the text sees them so).
    let raw = json.stdout.clone();
    let first_object = &raw[..raw.find('}').unwrap()];
    let at = |key: &str| first_object.find(&format!("\"{key}\"")).unwrap();
    let order = [
        "position",
        "player",
        "rating",
        "deviation",
        "volatility",
        "wins",
        "losses",
        "provisional",
    ];
    assert!(order.windows(2).all(|w| at(w[0]) < at(w[1])), "{raw}");
    let rows: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    let rows = rows.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    let first = rows[0].as_object().unwrap();
    let mut keys: Vec<&str> = first.keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "deviation",
            "losses",
            "player",
            "position",
            "provisional",
            "rating",
            "volatility",
            "wins"
        ]
    );
    assert_eq!(
        (first["position"].as_u64(), first["player"].as_str()),
        (Some(1), Some("alice"))
    );
    let dave = rows[1].as_object().unwrap();
    assert_eq!(
        (
            dave["player"].as_str(),
            dave["wins"].as_u64(),
            dave["losses"].as_u64()
        ),
        (Some("dave"), Some(1), Some(0))
    );
    assert!(dave["rating"].as_f64().unwrap() > 1500.0);
    assert_eq!(dave["provisional"].as_bool(), Some(true));

    let text = standings(dir.path(), &["--ladder", "spring", "--guild", "1000"]);
    let text = text.stdout;
    assert!(
        text.contains("Ladder spring") && text.contains("dave") && text.contains("1-0"),
        "{text}"
    );

    for bad in [
        &["--ladder", "autumn"][..],
        &["--ladder", "spring", "--guild", "5"][..],
    ] {
        let out = standings(dir.path(), bad);
        assert_eq!(out.status.code(), Some(2));
        let err = out.stderr;
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("no ladder called"), "{err}");
    }
}
